import { FormattedMessage, FormattedNumber } from 'react-intl';

/** A price in Hong Kong dollars, whole dollars (HK$1,650). */
export function Price({ value }: { value: number }) {
  return <FormattedNumber value={value} style="currency" currency="HKD" currencyDisplay="symbol" maximumFractionDigits={0} minimumFractionDigits={0} />;
}

export function PriceFrom({ value }: { value: number }) {
  return <FormattedMessage id="catalogue.from" values={{ price: <Price value={value} /> }} />;
}
