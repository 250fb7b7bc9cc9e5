import { FormattedMessage } from 'react-intl';
import type { CampaignState } from '@oriel/data-client';
import { useLocale } from '@oriel/i18n';
import { keepDates } from '@oriel/ui';
import { formatDate, withTime } from '../lib/dates';

/** SPEC §4's campaign states, as the visitor reads them; `open` says until when. */
export function StateNotice({ state, opensAt, closesAt, daysToOpen = 0 }: { state: CampaignState; opensAt: string; closesAt: string; daysToOpen?: number }) {
  const locale = useLocale();
  // The date and the time each on one line (「2025年5 / 月31日」 broke inside the date).
  const date = (iso: string) => keepDates(formatDate(locale, iso, withTime));
  return (
    <p className={`campaign-state campaign-state--${state}`} role="status" data-state={state} data-slot="campaign-state">
      {state === 'ended' && <FormattedMessage id="campaigns.state.ended" />}
      {state === 'full' && <FormattedMessage id="campaigns.state.full" />}
      {state === 'upcoming' && <FormattedMessage id="campaigns.state.upcoming" values={{ date: date(opensAt), days: daysToOpen }} />}
      {state === 'open' && <FormattedMessage id="campaigns.state.open" values={{ date: date(closesAt) }} />}
    </p>
  );
}
