import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { ApiConfig } from '../config';
import type { Database } from '../db/schema';
import { type OtpContext, type OtpLimits, defaultOtpLimits } from './service';
import { gatewayTransport, outboxTransport, type OtpTransport } from './transports';

/** The key used when none is configured: acceptable only because the outbox delivers nothing. */
const developmentSecret = 'development-only-otp-secret-not-for-production-use';

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
    secret: config.OTP_SECRET ?? developmentSecret,
    transport,
    limits: { ...defaultOtpLimits, ipSendLimit: config.OTP_IP_SEND_LIMIT, ...overrides.limits },
  };
}
