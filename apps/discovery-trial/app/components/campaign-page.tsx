import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useActionData, useFetcher } from 'react-router';
import type { Booking, Boutique, Campaign, CampaignSummary, TimeSlot } from '@oriel/data-client';
import { useLocale } from '@oriel/i18n';
import { Island, keepDates, keepNames, lazyIsland, track } from '@oriel/ui';
import { campaignPalette } from '../campaigns/palette';
import { designFor } from '../campaigns/registry';
import { formatSession } from '../lib/dates';
import { registrationAnswerOf, registrationFetcherKey } from '../registration/answer';
import type { action } from '../routes/campaign';
import type { QuizProduct } from './quiz';
import { Giveaway } from './giveaway';
import { StateNotice } from './state-notice';
import { WayOn } from './campaign-list';
// The form's styles come with the page (the island's chunk arrives later; no shift when it hydrates).
import '@oriel/forms/otp.css';

/**
 * The registration form is an island with its own chunk (react-hook-form, TanStack Query, the
 * one-time code; zod and the schema come at its first check): the page paints and hydrates
 * without it, and its server-rendered form hydrates when the chunk has come (an `Island`). Until
 * then, and without JavaScript, it is a plain form posting to the page's action.
 */
const RegistrationForm = lazyIsland(() => import('../registration/registration-form').then((module) => ({ default: module.RegistrationForm })), { root: '[data-slot="registration-form"]' });

/**
 * The quiz too (react-hook-form checks its steps): a campaign page without a quiz never loads it,
 * and one with a quiz paints and hydrates first, its server-rendered step posting to the action
 * until the island takes over.
 */
const DiscoveryQuiz = lazyIsland(() => import('./quiz').then((module) => ({ default: module.DiscoveryQuiz })), { root: '[data-slot="quiz"]' });

/**
 * The campaign's palette (from its content file) as CSS custom properties, with its text colours
 * computed to read on its ground (campaigns/palette.ts).
 */
export function themeStyle(campaign: Campaign): CSSProperties {
  const palette = campaignPalette(campaign.theme, designFor(campaign).tone);
  return {
    '--campaign-accent': campaign.theme.accent,
    '--campaign-ground': campaign.theme.ground,
    '--campaign-text': palette.text,
    '--campaign-muted': palette.muted,
    '--campaign-accent-text': palette.accentText,
  } as CSSProperties;
}

export function CampaignShell({ campaign, children, bare = false }: { campaign: Campaign; children: ReactNode; bare?: boolean }) {
  const design = designFor(campaign);
  return (
    <main
      className={`campaign campaign--${design.tone}${bare ? ' campaign--bare' : ''}`}
      style={themeStyle(campaign)}
      data-campaign={campaign.slug}
      data-state={campaign.state}
      data-header-ground={design.tone}
    >
      {children}
    </main>
  );
}

export function CampaignHero({ campaign, children }: { campaign: Campaign; children?: ReactNode }) {
  const { Motif, layout } = designFor(campaign);
  return (
    <header className={`campaign-hero campaign-hero--${layout}`}>
      <div className="campaign-hero__text">
        <p className="campaign-kicker">{campaign.kicker}</p>
        <h1>{keepNames(campaign.title)}</h1>
        <p className="campaign-lead">{keepNames(campaign.summary)}</p>
        {children}
      </div>
      <div className="campaign-hero__art">
        <Motif />
      </div>
    </header>
  );
}

/** Thank-you screen: shown in place of the form, or as the campaign's /thank-you page. */
/** The campaign's thank-you words, then the booking's short facts or (`children`) its full details. */
export function ThankYou({
  campaign,
  booking,
  headingLevel = 2,
  children,
  ref,
}: {
  campaign: Campaign;
  booking?: Booking | null;
  headingLevel?: 1 | 2;
  children?: ReactNode;
  ref?: RefObject<HTMLElement | null>;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const locale = useLocale();
  const location = booking ? campaign.registration?.locations.find((l) => l.code === booking.location) : undefined;
  return (
    <section ref={ref} className="campaign-thanks" aria-labelledby="thank-you-title" data-slot="thank-you" tabIndex={-1}>
      <p className="campaign-kicker">{campaign.title}</p>
      <Heading id="thank-you-title">{campaign.thankYou.headline}</Heading>
      {campaign.thankYou.body.map((p) => (
        <p key={p}>{keepNames(p)}</p>
      ))}
      {booking && (
        <dl className="campaign-facts">
          <div>
            <dt>
              <FormattedMessage id="campaigns.thankYou.reference" />
            </dt>
            <dd data-slot="booking-reference">{booking.reference}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="campaigns.thankYou.when" />
            </dt>
            <dd>
              {formatSession(locale, booking.startsAt, booking.endsAt)}
            </dd>
          </div>
          {location && (
            <div>
              <dt>
                <FormattedMessage id="campaigns.thankYou.where" />
              </dt>
              <dd>
                {location.name}
                <br />
                {location.address}
              </dd>
            </div>
          )}
        </dl>
      )}
      {children}
    </section>
  );
}

function FeeNote({ registration }: { registration: NonNullable<Campaign['registration']> }) {
  if (!registration.feeHkd) return <FormattedMessage id="campaigns.complimentary" />;
  return (
    <FormattedMessage
      id="campaigns.feeNote"
      values={{ fee: registration.feeHkd, redeemable: String(registration.feeRedeemable), minutes: registration.sessionMinutes ?? 0 }}
    />
  );
}

/** Where a visitor goes from an ended or full campaign (loaded only then). */
export interface WayOnData {
  ahead: CampaignSummary[];
  boutiques: Boutique[];
}

/**
 * A campaign page: hero, story and facts, then the quiz, the giveaway and the form its content has;
 * once it has ended (or is full), the way on to what is open or coming next.
 */
export function CampaignPage({
  campaign,
  slots,
  quizProducts = {},
  daysToOpen = 0,
  wayOn = null,
}: {
  campaign: Campaign;
  slots: TimeSlot[];
  quizProducts?: Record<string, QuizProduct>;
  daysToOpen?: number;
  wayOn?: WayOnData | null;
}) {
  // undefined: not booked yet; null: booked without details to show. The booking is the action's
  // answer, held once: the registration form's fetcher (JavaScript on) or the form post that
  // rendered this page (JavaScript off).
  const posted = registrationAnswerOf(useActionData<typeof action>());
  const fetched = registrationAnswerOf(useFetcher<typeof action>({ key: registrationFetcherKey(campaign.slug) }).data);
  const answer = fetched ?? posted;
  const booking = answer?.step === 'booked' ? answer.booking : undefined;
  const thankYouRef = useRef<HTMLElement>(null);
  // Booked in the page (JavaScript on): counted, and the thank-you screen takes the focus.
  const bookedHere = fetched?.step === 'booked';
  useEffect(() => {
    if (!bookedHere) return;
    track('registration_submitted', { campaign: campaign.slug });
    thankYouRef.current?.focus();
  }, [bookedHere, campaign.slug]);
  const registration = campaign.registration;
  return (
    <CampaignShell campaign={campaign}>
      <CampaignHero campaign={campaign}>
        {/* Every campaign says when it has ended (SPEC §4), also one without a form (the Matin quiz). */}
        {(registration || campaign.state === 'ended') && <StateNotice state={campaign.state} opensAt={campaign.opensAt} closesAt={campaign.closesAt} daysToOpen={daysToOpen} />}
        {registration && campaign.state === 'open' && booking === undefined && (
          <a className="campaign-button" href="#register">
            <FormattedMessage id={registration.kind === 'workshop' ? 'campaigns.reserveWorkshop' : 'campaigns.reserveSample'} />
          </a>
        )}
        {/* Ended, its quiz still plays (as the hub's card says): the hero says so under "has ended". */}
        {campaign.quiz && campaign.state === 'ended' && (
          <a className="campaign-link" href="#quiz" data-slot="quiz-playable">
            <FormattedMessage id="campaigns.card.quizPlayable" />
          </a>
        )}
      </CampaignHero>

      <section className="campaign-story" aria-labelledby="campaign-story-title">
        <h2 id="campaign-story-title" className="visually-hidden">
          <FormattedMessage id="campaigns.about" values={{ title: campaign.title }} />
        </h2>
        <div className="campaign-story__text">
          {campaign.body.map((p) => (
            <p key={p}>{keepNames(p)}</p>
          ))}
        </div>
        {campaign.facts.length > 0 && (
          <dl className="campaign-facts">
            {campaign.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{keepDates(f.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {campaign.quiz && campaign.state !== 'upcoming' && (
        <Island>
          <DiscoveryQuiz quiz={campaign.quiz} products={quizProducts} />
        </Island>
      )}
      {campaign.giveaway && <Giveaway giveaway={campaign.giveaway} />}

      {/* The hero says when a campaign opens, that it is full or that it has ended: the booking section
          is there only while there is something to book (or the booking just made). */}
      {registration && (campaign.state === 'open' || booking !== undefined) && (
        <section id="register" className="campaign-register" aria-labelledby="register-title">
          <h2 id="register-title">
            <FormattedMessage id={registration.kind === 'workshop' ? 'campaigns.registerWorkshop' : 'campaigns.registerSample'} />
          </h2>
          <p className="campaign-register__fee">
            <FeeNote registration={registration} />
          </p>
          {booking !== undefined ? (
            <ThankYou ref={thankYouRef} campaign={campaign} booking={booking} />
          ) : (
            <Island>
              <RegistrationForm campaign={campaign} slots={slots} />
            </Island>
          )}
        </section>
      )}
      {wayOn && <WayOn ahead={wayOn.ahead} boutiques={wayOn.boutiques} />}
    </CampaignShell>
  );
}
