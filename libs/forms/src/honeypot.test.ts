import { honeypotInputProps } from './honeypot';

describe('honeypot input', () => {
  it('keeps the input away from people: out of the tab order, hidden from screen readers, no autofill', () => {
    expect(honeypotInputProps).toMatchObject({ name: 'website', tabIndex: -1, autoComplete: 'off', 'aria-hidden': true });
    expect(honeypotInputProps.style.left).toBe('-10000px');
  });
});
