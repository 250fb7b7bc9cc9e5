import { FormattedMessage } from 'react-intl';
import { LocalizedLink } from '@oriel/i18n';
import { Section } from '@oriel/ui';

/** The way into the fragrance finder from the fragrance pages. */
export function FinderBand() {
  return (
    <Section
      id="finder"
      eyebrow={<FormattedMessage id="catalogue.finder.eyebrow" />}
      title={<FormattedMessage id="catalogue.fragrance.finderTitle" />}
      intro={<FormattedMessage id="catalogue.fragrance.finderText" />}
      action={
        <LocalizedLink to="/fragrance-finder" className="ed-button">
          <FormattedMessage id="catalogue.fragrance.finderCta" />
        </LocalizedLink>
      }
    />
  );
}
