import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, type Locale } from '@oriel/i18n';
import { EnquiryLinks, type HouseContact } from './enquiry-links';

const house: HouseContact = { phone: { display: '2602 0823', e164: '+85226020823' }, email: 'enquiry@example.com', whatsapp: null };

function renderIn(locale: Locale, contact: HouseContact) {
  render(
    <I18nProvider locale={locale} app="brand-site">
      <EnquiryLinks product="Le Perce-vent" contact={contact} />
    </I18nProvider>,
  );
}

describe('EnquiryLinks', () => {
  it('offers the phone and e-mail, and no WhatsApp link when the house has no WhatsApp number', () => {
    renderIn('en', house);
    expect(screen.getByRole('link', { name: 'Call 2602 0823' })).toHaveAttribute('href', 'tel:+85226020823');
    expect(screen.getByRole('link', { name: 'Write to us' })).toHaveAttribute('href', 'mailto:enquiry@example.com?subject=Le%20Perce-vent');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(document.querySelector('a[href*="wa.me"]')).toBeNull();
  });

  it('with a WhatsApp number, opens a chat with a message naming the product, in the visitor’s language', () => {
    renderIn('en', { ...house, whatsapp: '85291234567' });
    const en = screen.getByRole('link', { name: 'WhatsApp' });
    expect(en).toHaveAttribute('href', `https://wa.me/85291234567?text=${encodeURIComponent('Hello, I would like to know more about Le Perce-vent.')}`);
    expect(en).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('writes the WhatsApp message in Chinese on the Chinese page', () => {
    renderIn('tc', { ...house, whatsapp: '85291234567' });
    const link = screen.getByRole('link', { name: 'WhatsApp 查詢' });
    expect(decodeURIComponent(new URL(link.getAttribute('href') ?? '').searchParams.get('text') ?? '')).toBe('您好，我想了解更多關於 Le Perce-vent 的資料。');
  });
});
