import nodemailer from 'nodemailer';
import type { Kysely } from 'kysely';
import { brand } from '@oriel/config';
import type { Database } from '../db/schema';
import type { Destination } from './destination';

export type OtpLocale = 'en' | 'zh-Hant';

export interface OtpMessage {
  destination: Destination;
  purpose: string;
  code: string;
  locale: OtpLocale;
  validMinutes: number;
}

/** Where codes go. Each transport throws `DeliveryError` when the gateway fails or times out. */
export interface OtpTransport {
  readonly name: 'outbox' | 'gateway';
  deliver(message: OtpMessage): Promise<void>;
}

export class DeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DeliveryError';
  }
}

/** The text a visitor receives, in their language. */
export function messageText({ code, locale, validMinutes }: OtpMessage): { subject: string; text: string } {
  return locale === 'zh-Hant'
    ? { subject: `${brand.name} 驗證碼`, text: `${brand.name}：您的驗證碼為${code}，${validMinutes}分鐘內有效。請勿向任何人透露驗證碼。` }
    : {
        subject: `${brand.name} verification code`,
        text: `${brand.name}: your verification code is ${code}. It is valid for ${validMinutes} minutes. Never share it with anyone.`,
      };
}

/** Development and tests: stores the message in the database instead of sending it. */
export function outboxTransport(db: Kysely<Database>, now: () => Date): OtpTransport {
  return {
    name: 'outbox',
    async deliver(message) {
      await db
        .insertInto('otp_outbox')
        .values({
          destination: message.destination.address,
          channel: message.destination.channel,
          purpose: message.purpose,
          code: message.code,
          body: messageText(message).text,
          created_at: now(),
        })
        .execute();
    },
  };
}

export interface GatewaySettings {
  sms: { url: string; token?: string; sender: string };
  smtp: { url: string; from: string };
  timeoutMs: number;
}

async function withRetry(attempts: number, run: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts) throw error;
    }
  }
}

/**
 * Production: SMS through an HTTP gateway (`POST { to, from, text }` as JSON with a bearer token,
 * the common shape of Hong Kong aggregators) and email through SMTP. One retry, bounded timeouts;
 * error messages never carry the code or the address.
 */
export function gatewayTransport(settings: GatewaySettings, fetchImpl: typeof fetch = fetch): OtpTransport {
  const mailer = nodemailer.createTransport(settings.smtp.url, {
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    name: 'gateway',
    async deliver(message) {
      const { subject, text } = messageText(message);
      if (message.destination.channel === 'sms') {
        await withRetry(2, async () => {
          let response: Response;
          try {
            response = await fetchImpl(settings.sms.url, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                ...(settings.sms.token ? { authorization: `Bearer ${settings.sms.token}` } : {}),
              },
              body: JSON.stringify({ to: message.destination.address, from: settings.sms.sender, text }),
              signal: AbortSignal.timeout(settings.timeoutMs),
            });
          } catch (error) {
            throw new DeliveryError(`SMS gateway unreachable: ${(error as Error).name}`);
          }
          if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}`);
        });
        return;
      }
      await withRetry(2, async () => {
        try {
          await mailer.sendMail({ from: settings.smtp.from, to: message.destination.address, subject, text });
        } catch (error) {
          throw new DeliveryError(`SMTP delivery failed: ${(error as { code?: string }).code ?? (error as Error).name}`);
        }
      });
    },
  };
}
