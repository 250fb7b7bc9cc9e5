import './editorial.css';
import { FormattedMessage, useIntl } from 'react-intl';
import { brand } from '@oriel/config';

/** How the house can be reached about a product: the shape of `brand` in @oriel/config. */
export interface HouseContact {
  phone: { display: string; e164: string };
  email: string;
  /** International digits (`85291234567`), or null when the house does not answer WhatsApp. */
  whatsapp: string | null;
}

/** A `https://wa.me/` link that opens a chat with the number, the message already written. */
export function whatsappHref(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * "Ask an adviser" on a product page: the house's phone, WhatsApp when the house has a number for it
 * (the chat opens with a message naming the product, in the visitor's language), and e-mail with
 * the product as the subject. Nothing here is sent by the site: each link hands over to the
 * visitor's own phone, messaging or mail application.
 */
export function EnquiryLinks({ product, contact = brand }: { product: string; contact?: HouseContact }) {
  const intl = useIntl();
  return (
    <p className="ed-next-step__ask" data-slot="enquiry-links">
      <span className="ed-next-step__label">
        <FormattedMessage id="catalogue.product.nextStep.ask" />
      </span>
      <a href={`tel:${contact.phone.e164}`}>
        <FormattedMessage id="catalogue.product.nextStep.call" values={{ phone: contact.phone.display }} />
      </a>
      {contact.whatsapp && (
        <a href={whatsappHref(contact.whatsapp, intl.formatMessage({ id: 'catalogue.product.nextStep.whatsappText' }, { product }))} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="catalogue.product.nextStep.whatsapp" />
        </a>
      )}
      <a href={`mailto:${contact.email}?subject=${encodeURIComponent(product)}`}>
        <FormattedMessage id="catalogue.product.nextStep.write" />
      </a>
    </p>
  );
}
