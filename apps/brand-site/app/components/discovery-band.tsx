import { FormattedMessage } from 'react-intl';
import { campaignSlugs } from '@oriel/config';
import { LocalizedLink } from '@oriel/i18n';
import { Section } from '@oriel/ui';

/**
 * The "discovery and trial" entry point of the spec's screen list: the door from the brand site to
 * the campaign micro-app (samples, workshops, the quiz), as the header's Discovery trial link.
 */
export function DiscoveryBand({ id = 'discovery' }: { id?: string }) {
  return (
    <Section
      id={id}
      tone="ink"
      eyebrow={<FormattedMessage id="pages.discovery.eyebrow" />}
      title={<FormattedMessage id="pages.discovery.title" />}
      intro={<FormattedMessage id="pages.discovery.text" />}
      action={
        <LocalizedLink to={`/discovery-trial/${campaignSlugs.palaisRoyalGardens}`} className="ed-button">
          <FormattedMessage id="pages.discovery.cta" />
        </LocalizedLink>
      }
    />
  );
}
