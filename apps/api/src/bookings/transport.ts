import nodemailer from 'nodemailer';
import { DeliveryError, type GatewaySettings } from '../otp';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  destination: string;
  subject: string;
  body: string;
  ics: string | null;
}

/**
 * Where booking messages go: the same transports as one-time codes (docs/otp.md). The local
 * outbox delivers nothing: the message row itself, marked sent, is what /api/dev/messages shows.
 * Each transport throws `DeliveryError` when the gateway fails; the job retries it later.
 */
export interface MessageTransport {
  readonly name: 'outbox' | 'gateway';
  deliver(message: OutgoingMessage): Promise<void>;
}

export const outboxMessageTransport: MessageTransport = { name: 'outbox', deliver: async () => {} };

/** Production: SMS through the HTTP gateway, email through SMTP with the invite attached. No retry here: the job retries. */
export function gatewayMessageTransport(settings: GatewaySettings, fetchImpl: typeof fetch = fetch): MessageTransport {
  const mailer = nodemailer.createTransport(settings.smtp.url, {
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    name: 'gateway',
    async deliver(message) {
      if (message.channel === 'sms') {
        let response: Response;
        try {
          response = await fetchImpl(settings.sms.url, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(settings.sms.token ? { authorization: `Bearer ${settings.sms.token}` } : {}) },
            body: JSON.stringify({ to: message.destination, from: settings.sms.sender, text: message.body }),
            signal: AbortSignal.timeout(settings.timeoutMs),
          });
        } catch (error) {
          throw new DeliveryError(`SMS gateway unreachable: ${(error as Error).name}`);
        }
        if (!response.ok) throw new DeliveryError(`SMS gateway answered ${response.status}`);
        return;
      }
      try {
        await mailer.sendMail({
          from: settings.smtp.from,
          to: message.destination,
          subject: message.subject,
          text: message.body,
          ...(message.ics
            ? {
                icalEvent: { method: 'PUBLISH', content: message.ics, filename: 'booking.ics' },
                attachments: [{ filename: 'booking.ics', content: message.ics, contentType: 'text/calendar; charset=utf-8' }],
              }
            : {}),
        });
      } catch (error) {
        throw new DeliveryError(`SMTP delivery failed: ${(error as { code?: string }).code ?? (error as Error).name}`);
      }
    },
  };
}
