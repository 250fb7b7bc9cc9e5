import { FormattedMessage } from 'react-intl';
import { formatDate, useLocale } from '@oriel/i18n';

/**
 * The bar over a studio preview (a signed `?oriel-preview=` link): the page below is exactly the
 * live site's, with the draft laid over; the bar says it is not live and which moment it shows,
 * in Hong Kong time, so nobody takes a preview for the public page.
 */
export function PreviewBar({ at }: { at: string }) {
  const moment = formatDate(useLocale(), at, { month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return (
    <div className="preview-bar" role="note" data-slot="preview-bar">
      <strong>
        <FormattedMessage id="preview.notLive" />
      </strong>{' '}
      <span>
        <FormattedMessage id="preview.moment" values={{ moment: <time dateTime={at}>{moment}</time> }} />
      </span>
    </div>
  );
}
