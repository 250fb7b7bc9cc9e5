import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepNames } from './keep-names';

describe('keepNames', () => {
  it('keeps the house name on one line inside Chinese text', () => {
    const { container } = render(<h1>{keepNames('關於 Maison Oriel')}</h1>);
    expect(container.querySelector('.oriel-nobreak')?.textContent).toBe('Maison Oriel');
    expect(container.textContent).toBe('關於 Maison Oriel');
  });

  it('never breaks a hyphenated name at its hyphen, nor from its article', () => {
    const { container } = render(<p>{keepNames('Discover Le Perce-vent, then Gratte-ciel and a one-time code.')}</p>);
    expect([...container.querySelectorAll('.oriel-nobreak')].map((n) => n.textContent)).toEqual(['Le Perce-vent', 'Gratte-ciel', 'one-time']);
    expect(container.textContent).toBe('Discover Le Perce-vent, then Gratte-ciel and a one-time code.');
  });

  it('keeps a French name of several words with its article, and a product type, whole', () => {
    const { container } = render(<p>{keepNames('預約 La fille tour de fer 鐵塔少女, an eau de parfum. Tuileries lessons stay as they are.')}</p>);
    expect([...container.querySelectorAll('.oriel-nobreak')].map((n) => n.textContent)).toEqual(['La fille tour de fer', 'eau de parfum']);
    expect(container.textContent).toBe('預約 La fille tour de fer 鐵塔少女, an eau de parfum. Tuileries lessons stay as they are.');
  });

  it('leaves other titles as they are', () => {
    expect(keepNames('Exclusive Rewards')).toBe('Exclusive Rewards');
  });
});
