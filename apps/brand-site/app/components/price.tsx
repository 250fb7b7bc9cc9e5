import { FormattedNumber } from 'react-intl';

/** A price in Hong Kong dollars, whole dollars (HK$1,650). */
export function Price({ value }: { value: number }) {
  return <FormattedNumber value={value} style="currency" currency="HKD" currencyDisplay="symbol" maximumFractionDigits={0} minimumFractionDigits={0} />;
}
