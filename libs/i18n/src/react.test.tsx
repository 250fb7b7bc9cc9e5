import { render } from '@testing-library/react';
import { type IntlShape, useIntl } from 'react-intl';
import { loadCatalogue } from './catalogues';
import { I18nProvider } from './react';

describe('I18nProvider', () => {
  it('keeps one intl object while the locale and catalogue stay the same (it renders again on every navigation)', async () => {
    const messages = await loadCatalogue('en');
    const seen: IntlShape[] = [];
    function Probe({ step }: { step: number }) {
      seen.push(useIntl());
      return <span>{step}</span>;
    }
    const tree = (step: number) => (
      <I18nProvider locale="en" app="brand-site" messages={messages}>
        <Probe step={step} />
      </I18nProvider>
    );
    const { rerender } = render(tree(1));
    rerender(tree(2));
    rerender(tree(3));
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(1);
  });
});
