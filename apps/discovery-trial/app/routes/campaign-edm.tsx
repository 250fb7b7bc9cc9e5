import { FormattedMessage } from 'react-intl';
import { data } from 'react-router';
import { brand } from '@oriel/config';
import { LocalizedLink, translate, type MessagesHandle } from '@oriel/i18n';
import { CampaignHero, CampaignShell } from '../components/campaign-page';
import { StateNotice } from '../components/state-notice';
import { WayOn } from '../components/campaign-list';
import { campaignParams, loadCampaign, loadWayOn } from '../lib/campaign.server';
import '../styles/campaign.css';
import type { Route } from './+types/campaign-edm';

/** The message areas this page renders beyond the frame's: the page loads only their messages. */
export const handle = { messages: ['campaigns', 'catalogue', 'hardening', 'otp', 'quiz', 'registration'] } satisfies MessagesHandle;

/** The focused landing for e-mail traffic (SPEC §2): no header or footer, one call to action. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { locale, slug } = campaignParams({ context, params });
  const campaign = await loadCampaign(slug, locale);
  if (!campaign.pages.edm || !campaign.edm) throw data({ unmatched: true }, { status: 404 });
  // An e-mail is read long after it was sent: an ended or full campaign's landing shows the way on.
  const wayOn = campaign.registration ? await loadWayOn(campaign, locale) : null;
  return { locale, campaign, edm: campaign.edm, wayOn };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: translate(loaderData.locale, 'campaigns.metaTitle', { title: loaderData.edm.headline, brand: brand.name }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function CampaignEdm({ loaderData }: Route.ComponentProps) {
  const { campaign, edm, wayOn } = loaderData;
  const target = campaign.registration ? `/discovery-trial/${campaign.slug}#register` : `/discovery-trial/${campaign.slug}`;
  return (
    <CampaignShell campaign={campaign} bare>
      <p className="campaign-bare__brand" aria-hidden="true">
        {brand.name}
      </p>
      <CampaignHero campaign={{ ...campaign, title: edm.headline, summary: edm.body[0] ?? campaign.summary }}>
        {edm.body.slice(1).map((p) => (
          <p key={p} className="campaign-lead">
            {p}
          </p>
        ))}
        {campaign.registration && <StateNotice state={campaign.state} opensAt={campaign.opensAt} closesAt={campaign.closesAt} />}
        {/* A booking call only while there is something to book; a quiz stays open to play. */}
        {!(campaign.registration && (campaign.state === 'ended' || campaign.state === 'full')) && (
          <LocalizedLink className="campaign-button" to={target} data-slot="edm-cta">
            {edm.cta}
          </LocalizedLink>
        )}
        <p className="campaign-bare__more">
          <LocalizedLink to={`/discovery-trial/${campaign.slug}`}>
            <FormattedMessage id="campaigns.edm.more" values={{ title: campaign.title }} />
          </LocalizedLink>
        </p>
      </CampaignHero>
      {wayOn && <WayOn ahead={wayOn.ahead} boutiques={wayOn.boutiques} />}
    </CampaignShell>
  );
}
