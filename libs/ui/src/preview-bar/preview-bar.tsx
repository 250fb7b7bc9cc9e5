import { FormattedMessage, useIntl } from 'react-intl';

/**
 * The bar over a studio preview (a signed `?oriel-preview=` link): the page below is exactly the
 * live site's, with the draft laid over; the bar says it is not live and which moment it shows,
 * in Hong Kong time, so nobody takes a preview for the public page.
 */
export function PreviewBar({ at }: { at: string }) {
  const intl = useIntl();
  const moment = intl.formatDate(at, { timeZone: 'Asia/Hong_Kong', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
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
