import { FormattedMessage } from 'react-intl';
import './loyalty-view.css';

/** The programme's texts in one locale (GET /api/loyalty/programme). */
export interface LoyaltyProgrammeView {
  tiers: { id: 'Black' | 'Silver' | 'Gold'; name: string; requirement: string; benefits: string[] }[];
  gifts: { points: number; name: string; detail: string }[];
}

/** The three tiers of SPEC §3/§4 with how to reach them and their privileges (content/loyalty). */
export function TierList({ tiers }: { tiers: LoyaltyProgrammeView['tiers'] }) {
  return (
    <ol className="loyalty-tiers" data-slot="tier-list">
      {tiers.map((tier) => (
        <li key={tier.id} className="loyalty-tier" data-tier={tier.id}>
          <span className="loyalty-tier__badge" aria-hidden="true" />
          <h3 className="loyalty-tier__name">{tier.name}</h3>
          <h4 className="loyalty-tier__label">
            {/* Black is how one joins; Silver and Gold are reached from it (SPEC §4). */}
            <FormattedMessage id={tier.id === 'Black' ? 'loyalty.tiers.requirement' : 'loyalty.tiers.upgrade'} />
          </h4>
          <p className="loyalty-tier__requirement">{tier.requirement}</p>
          <h4 className="loyalty-tier__label">
            <FormattedMessage id="loyalty.tiers.benefits" />
          </h4>
          <ul className="loyalty-tier__benefits">
            {tier.benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** The nine gifts of SPEC §3/§9, grouped by the points that redeem them. */
export function GiftTable({ gifts }: { gifts: LoyaltyProgrammeView['gifts'] }) {
  const thresholds = [...new Set(gifts.map((g) => g.points))].sort((a, b) => a - b);
  const top = thresholds[thresholds.length - 1];
  return (
    <div className="loyalty-gifts" data-slot="gift-table">
      <table>
        <caption className="loyalty-visually-hidden">
          <FormattedMessage id="loyalty.gifts.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="loyalty.gifts.points" />
            </th>
            <th scope="col">
              <FormattedMessage id="loyalty.gifts.gift" />
            </th>
            <th scope="col">
              <FormattedMessage id="loyalty.gifts.detail" />
            </th>
          </tr>
        </thead>
        {thresholds.map((points) => {
          const group = gifts.filter((g) => g.points === points);
          return (
            <tbody key={points}>
              {group.map((gift, index) => (
                <tr key={gift.name}>
                  {index === 0 && (
                    <th scope="rowgroup" rowSpan={group.length} className="loyalty-gifts__points">
                      <FormattedMessage id={points === top ? 'loyalty.gifts.pointsFrom' : 'loyalty.gifts.pointsValue'} values={{ points }} />
                    </th>
                  )}
                  <td className="loyalty-gifts__name">{gift.name}</td>
                  <td className="loyalty-gifts__detail">{gift.detail}</td>
                </tr>
              ))}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
