import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config';
import { DeliveryError, gatewayTransport, messageText, type OtpMessage } from './transports';

const message: OtpMessage = { destination: { channel: 'sms', address: '+85291234567' }, purpose: 'loyalty-lookup', code: '042917', locale: 'zh-Hant', validMinutes: 3 };
const settings = { sms: { url: 'https://sms.example/send', token: 't0k', sender: 'MaisonOriel' }, smtp: { url: 'smtp://127.0.0.1:1', from: 'codes@example.com' }, timeoutMs: 200 };

describe('SMS gateway adapter', () => {
  it('posts the localised text as JSON with the bearer token', async () => {
    const fetchImpl = vi.fn(async () => new Response('{}', { status: 200 }));
    await gatewayTransport(settings, fetchImpl as unknown as typeof fetch).deliver(message);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://sms.example/send');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer t0k' });
    expect(JSON.parse(String(init.body))).toEqual({ to: '+85291234567', from: 'MaisonOriel', text: messageText(message).text });
    expect(messageText(message).text).toContain('042917');
    expect(messageText(message).text).toContain('3分鐘');
  });

  it('retries once, then fails with an error that names neither the code nor the number', async () => {
    const fetchImpl = vi.fn(async () => new Response('busy', { status: 503 }));
    const failure = await gatewayTransport(settings, fetchImpl as unknown as typeof fetch)
      .deliver(message)
      .catch((error: unknown) => error);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
    expect(failure).toBeInstanceOf(DeliveryError);
    expect(String((failure as Error).message)).not.toMatch(/042917|91234567/);
  });

  it('gives up on a gateway that does not answer in time', async () => {
    const fetchImpl = vi.fn((_url: string, init: RequestInit) => new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const started = Date.now();
    await expect(gatewayTransport(settings, fetchImpl as unknown as typeof fetch).deliver(message)).rejects.toBeInstanceOf(DeliveryError);
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});

describe('configuration', () => {
  it('refuses the gateway transport without its secret and endpoints', () => {
    expect(() => loadConfig({ OTP_TRANSPORT: 'gateway' })).toThrow(/OTP_SECRET = not set: expected a value \(required when OTP_TRANSPORT=gateway\)/);
    expect(() => loadConfig({ OTP_TRANSPORT: 'outbox' })).not.toThrow();
    expect(loadConfig({ OTP_IP_SEND_LIMIT: '200' }).OTP_IP_SEND_LIMIT).toBe(200);
  });
});
