import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LocalizedLink, useLocale } from '@oriel/i18n';
import './loyalty-view.css';

/** The member view as the data service returns it (POST /api/loyalty/lookup, docs/loyalty.md). */
export interface LoyaltyMemberView {
  salutation: 'Ms.' | 'Mrs.' | 'Mr.';
  firstName: string;
  lastName: string;
  tier: 'Black' | 'Silver' | 'Gold';
  points: number;
  /** `YYYY-12-31`. */
  pointsExpireOn: string;
  band: { band: 'high' } | { band: 'medium' | 'low'; nextThreshold: number; pointsNeeded: number };
}

/**
 * The member view of SPEC §3/§4: salutation and name, tier, points, the year they expire, and the
 * message band (high, medium: points to the next gift threshold, low: points to the first reward).
 * Shown only after the code was verified; nothing of it is stored or put in the URL.
 */
export function MemberCard({ member, startOver }: { member: LoyaltyMemberView; /** "Look up another": a control of the lookup form. */ startOver: ReactNode }) {
  const intl = useIntl();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const year = member.pointsExpireOn.slice(0, 4);
  const tier = intl.formatMessage({ id: `loyalty.tier.${member.tier}` });
  // Chinese writes a Chinese surname close to the title (「陳太太」) and a Latin one spaced
  // (「Chan 太太」): the message has no space, the Latin surname brings its own.
  const locale = useLocale();
  const lastName = locale === 'tc' && /[\p{Script=Latin}.'’-]$/u.test(member.lastName) ? `${member.lastName} ` : member.lastName;
  return (
    <section className="loyalty-member" data-tier={member.tier} aria-labelledby="loyalty-member-title" data-slot="member-card">
      <p className="loyalty-member__tier">
        <span className="loyalty-member__badge" aria-hidden="true" />
        <FormattedMessage id="loyalty.member.tier" values={{ tier }} />
      </p>
      <h3 id="loyalty-member-title" ref={headingRef} tabIndex={-1} autoFocus className="loyalty-member__name">
        <FormattedMessage
          id="loyalty.member.greeting"
          values={{
            salutation: intl.formatMessage({ id: `loyalty.salutation.${member.salutation}` }),
            firstName: member.firstName,
            lastName,
          }}
        />
      </h3>
      <dl className="loyalty-member__points">
        <dt>
          <FormattedMessage id="loyalty.member.points" />
        </dt>
        <dd data-testid="loyalty-points">
          <FormattedMessage id="loyalty.member.pointsValue" values={{ points: member.points }} />
        </dd>
      </dl>
      <p className="loyalty-member__expiry">
        <FormattedMessage id="loyalty.member.expiry" values={{ year }} />
      </p>
      <p className="loyalty-member__band" data-band={member.band.band}>
        {member.band.band === 'high' ? (
          <FormattedMessage id="loyalty.member.high" />
        ) : (
          <FormattedMessage
            id={member.band.band === 'medium' ? 'loyalty.member.medium' : 'loyalty.member.low'}
            values={{ needed: member.band.pointsNeeded, threshold: member.band.nextThreshold }}
          />
        )}
      </p>
      <p className="loyalty-member__note">
        <FormattedMessage id="loyalty.member.redeem" />
      </p>
      <div className="loyalty-member__actions">
        <LocalizedLink to="/exclusive-rewards/loyalty-program" className="loyalty-link">
          <FormattedMessage id="loyalty.cta.terms" />
        </LocalizedLink>
        {startOver}
      </div>
    </section>
  );
}
