import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import { type ApiConfig, developmentSecrets, isLoopbackHost } from '../config';
import type { Database } from '../db/schema';
import { type OtpContext, type OtpLimits, defaultOtpLimits } from './service';
import { gatewayTransport, outboxTransport, type OtpTransport } from './transports';


export interface OtpOverrides {
  limits?: Partial<OtpLimits>;
  transport?: OtpTransport;
}

/** The one-time-code service as configured by the environment (tests may override limits and transport). */
export function createOtpContext(db: Kysely<Database>, clock: Clock, config: ApiConfig, overrides: OtpOverrides = {}): OtpContext {
  const transport =
    overrides.transport ??
    (config.OTP_TRANSPORT === 'gateway'
      ? gatewayTransport({
          sms: { url: config.SMS_GATEWAY_URL!, token: config.SMS_GATEWAY_TOKEN, sender: config.SMS_SENDER },
          smtp: { url: config.SMTP_URL!, from: config.SMTP_FROM! },
          timeoutMs: config.OTP_GATEWAY_TIMEOUT_MS,
        })
      : outboxTransport(db, () => clock.now()));
  return {
    db,
    clock,
    secret: config.OTP_SECRET ?? developmentSecrets.OTP_SECRET,
    transport,
    limits: {
      ...defaultOtpLimits,
      ipSendLimit: config.OTP_IP_SEND_LIMIT,
      verifyIpLimit: config.OTP_VERIFY_IP_LIMIT,
      smsPerMinute: config.OTP_SMS_PER_MINUTE_LIMIT,
      smsPerHour: config.OTP_SMS_PER_HOUR_LIMIT,
      emailPerMinute: config.OTP_EMAIL_PER_MINUTE_LIMIT,
      emailPerHour: config.OTP_EMAIL_PER_HOUR_LIMIT,
      ...overrides.limits,
    },
  };
}

/** A client address on this machine (IPv4, IPv6 and IPv4-mapped loopback). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address;
  return plain === '::1' || /^127\.\d+\.\d+\.\d+$/.test(plain);
}

/**
 * Whether the development outbox is served (docs/otp.md): never with a real transport; with the
 * outbox transport, by default only while the site's public origin is on this machine. A public
 * SITE_URL without `OTP_DEV_OUTBOX=on` stops the start-up: anyone could read every code.
 */
export function devOutboxEnabled(config: Pick<ApiConfig, 'OTP_TRANSPORT' | 'OTP_DEV_OUTBOX' | 'SITE_URL'>, warn: (message: string) => void): boolean {
  if (config.OTP_TRANSPORT !== 'outbox' || config.OTP_DEV_OUTBOX === 'off') return false;
  if (isLoopbackHost(new URL(config.SITE_URL).hostname)) return true;
  if (config.OTP_DEV_OUTBOX !== 'on') {
    throw new Error(
      `Refusing to start: OTP_TRANSPORT=outbox serves every one-time code at /api/dev/outbox, and SITE_URL (${config.SITE_URL}) is not on this machine. ` +
        'Configure the gateway (OTP_TRANSPORT=gateway, docs/otp.md), set OTP_DEV_OUTBOX=off, or OTP_DEV_OUTBOX=on for a closed test environment.',
    );
  }
  warn(`!!! OTP_DEV_OUTBOX=on with the public SITE_URL ${config.SITE_URL}: codes are NOT delivered and /api/dev/outbox is served (to loopback clients only). Never in production. !!!`);
  return true;
}
