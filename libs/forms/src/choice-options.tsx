import { useLocale } from '@oriel/i18n';
import { callingCodes, provinces } from '@oriel/contracts';

/** The `<option>`s of a calling-code select, named in the page's language. */
export function CallingCodeOptions() {
  const locale = useLocale();
  return callingCodes.map((c) => (
    <option key={c.code} value={c.code}>
      {locale === 'tc' ? c.zhHant : c.en}
    </option>
  ));
}

/** The `<option>`s of a mainland province select, named in the page's language. */
export function ProvinceOptions() {
  const locale = useLocale();
  return provinces.map((p) => (
    <option key={p.value} value={p.value}>
      {locale === 'tc' ? p.zhHant : p.en}
    </option>
  ));
}
