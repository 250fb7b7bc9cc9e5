import { RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addressCarriesToken, noReferrerForTokenPages } from './frame';
import { loggedPath, redactTokens, scrubPersonalData } from './logger';

const manageToken = 'Zk3vQ9xT2LmN8pRsUwYa4cEg6iKo0qS1';

describe('tokens in addresses', () => {
  it('never reach a log line: manage paths, set-up links, preview and thank-you queries', () => {
    expect(loggedPath(`/tc/discovery-trial/le-perce-vent/booking/${manageToken}`)).toBe('/tc/discovery-trial/le-perce-vent/booking/[token]');
    expect(loggedPath(`/discovery-trial/le-perce-vent/booking/${manageToken}/calendar.ics`)).toBe('/discovery-trial/le-perce-vent/booking/[token]/calendar.ics');
    expect(loggedPath(`/studio/enrol/${manageToken}`)).toBe('/studio/enrol/[token]');
    expect(redactTokens(`/about?oriel-preview=eyJ0eXBlIjoi.c2lnbg&x=1`)).toBe('/about?oriel-preview=[token]&x=1');
    expect(redactTokens(`/discovery-trial/x/thank-you?ref=LEP-000001&booking=${manageToken}`)).toBe('/discovery-trial/x/thank-you?ref=LEP-000001&booking=[token]');
    expect(scrubPersonalData(`fetch failed for http://127.0.0.1:3002/discovery-trial/x/booking/${manageToken}`)).not.toContain(manageToken);
  });

  it('marks the pages whose address holds one, and tells the browser to send no Referer from them', async () => {
    expect(addressCarriesToken(new URL(`http://x/discovery-trial/le-perce-vent/booking/${manageToken}`))).toBe(true);
    expect(addressCarriesToken(new URL(`http://x/discovery-trial/le-perce-vent/thank-you?ref=LEP-000001&booking=${manageToken}`))).toBe(true);
    expect(addressCarriesToken(new URL('http://x/about?oriel-preview=abc'))).toBe(true);
    expect(addressCarriesToken(new URL('http://x/discovery-trial/le-perce-vent'))).toBe(false);
    expect(addressCarriesToken(new URL('http://x/discovery-trial/le-perce-vent/thank-you?ref=LEP-000001'))).toBe(false);
    const run = (url: string) => noReferrerForTokenPages({ request: new Request(url), params: {}, context: new RouterContextProvider(), url: new URL(url), pattern: '' } as never, async () => new Response('page')) as Promise<Response>;
    const answer = await run('http://x/about?oriel-preview=abc');
    expect(answer.headers.get('referrer-policy')).toBe('no-referrer');
    const plain = await run('http://x/about');
    expect(plain.headers.get('referrer-policy')).toBeNull();
  });
});
