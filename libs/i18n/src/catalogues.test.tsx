import { render, screen } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { loadCatalogue, loadedCatalogue, registerCatalogue } from './catalogues';
import { I18nProvider, translate } from './react';

describe('message catalogues, one per locale', () => {
  it('loads each locale separately and translate() formats from the loaded one', async () => {
    const tc = await loadCatalogue('tc');
    const en = await loadCatalogue('en');
    expect(tc).not.toBe(en);
    expect(Object.keys(tc).sort()).toEqual(Object.keys(en).sort());
    expect(translate('en', 'brand.tagline')).toBe('Perfumer and make-up house, Hong Kong');
    expect(translate('tc', 'brand.tagline')).not.toBe(translate('en', 'brand.tagline'));
  });

  it('I18nProvider renders from the catalogue it is given (the root loader data) and registers it for translate()', async () => {
    const original = await loadCatalogue('tc');
    const given = { ...original, 'brand.tagline': [{ type: 0, value: '由載入器提供' }] };
    try {
      render(
        <MemoryRouter>
          <I18nProvider locale="tc" app="brand-site" messages={given}>
            <FormattedMessage id="brand.tagline" />
          </I18nProvider>
        </MemoryRouter>,
      );
      expect(screen.getByText('由載入器提供').textContent).toBe('由載入器提供');
      expect(loadedCatalogue('tc')).toBe(given);
      expect(translate('tc', 'brand.tagline')).toBe('由載入器提供');
    } finally {
      registerCatalogue('tc', original);
    }
    expect(translate('tc', 'brand.tagline')).not.toBe('由載入器提供');
  });
});
