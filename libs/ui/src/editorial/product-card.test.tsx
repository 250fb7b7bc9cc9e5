import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@oriel/i18n';
import { ProductGrid, type ProductCardData } from './product-card';

const card = (name: string, line: string): ProductCardData => ({ to: `/home-fragrance/a-la-maison/${name}`, name, line, image: { src: '/x.svg', width: 800, height: 1000, alt: '' } });

function renderGrid(products: ProductCardData[]) {
  render(
    <MemoryRouter>
      <I18nProvider locale="en" app="brand-site">
        <ProductGrid products={products} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('ProductGrid', () => {
  it('leaves out the line when every card would repeat the same one', () => {
    renderGrid([card('bougie', 'The at-home collection'), card('recharge', 'The at-home collection')]);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByText('The at-home collection')).toBeNull();
  });

  it('names each card’s line when they differ', () => {
    renderGrid([card('rouge', 'Lips'), card('poudre', 'Complexion')]);
    expect(screen.getByText('Lips')).toBeVisible();
    expect(screen.getByText('Complexion')).toBeVisible();
  });
});
