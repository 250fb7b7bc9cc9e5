import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { Section } from '@oriel/ui';

/** The electric diffuser warranty, announced on the home-fragrance pages. */
export function WarrantyBand() {
  return (
    <Section
      id="warranty"
      tone="stone"
      eyebrow={<FormattedMessage id="catalogue.homeFragrance.warrantyEyebrow" />}
      title={<FormattedMessage id="catalogue.homeFragrance.warrantyTitle" />}
      intro={<FormattedMessage id="catalogue.homeFragrance.warrantyText" />}
      action={
        <LocalizedLink to="/home-fragrance-warranty" className="ed-button">
          <FormattedMessage id="catalogue.homeFragrance.warrantyCta" />
        </LocalizedLink>
      }
    />
  );
}
