import { honeypotFieldName } from '@oriel/contracts/honeypot';

/** The rule itself (field name, schema, check) is libs/contracts/src/honeypot.ts, shared with the data service. */
export { isHoneypotFilled } from '@oriel/contracts/honeypot';

/**
 * Props of the hidden honeypot input (positioned off-screen, not `display: none`, which bots skip):
 * out of the tab order, hidden from assistive technology, no autofill.
 */
export const honeypotInputProps = {
  name: honeypotFieldName,
  type: 'text',
  tabIndex: -1,
  autoComplete: 'off',
  'aria-hidden': true,
  'data-slot': 'honeypot',
  defaultValue: '',
  style: { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' },
} as const;
