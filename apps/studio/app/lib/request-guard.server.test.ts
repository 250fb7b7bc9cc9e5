import { describe, expect, it } from 'vitest';
import { refusedStudioPost } from './request-guard.server';

const post = (headers: Record<string, string>, body?: BodyInit | null) => new Request('http://localhost:3000/studio/sign-in', { method: 'POST', headers, body });
const status = async (request: Request) => (await refusedStudioPost(request))?.status ?? 'passed';

describe('the studio actions’ request guard', () => {
  const form = { 'content-type': 'application/x-www-form-urlencoded' };

  it('lets a form posted by the studio itself through', async () => {
    expect(await status(post({ ...form, origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' }, 'email=a%40b.example'))).toBe('passed');
    expect(await status(new Request('http://localhost:3000/studio', { headers: { 'sec-fetch-site': 'cross-site' } }))).toBe('passed');
  });

  it('refuses another site by its Origin, or by Sec-Fetch-Site when there is no Origin', async () => {
    expect(await status(post({ ...form, origin: 'https://evil.example' }, 'x=1'))).toBe(403);
    expect(await status(post({ ...form, 'sec-fetch-site': 'cross-site' }, 'x=1'))).toBe(403);
    expect(await status(post({ ...form, 'sec-fetch-site': 'same-site' }, 'x=1'))).toBe(403);
    expect(await status(post({ ...form, origin: 'null' }, 'x=1'))).toBe(403);
  });

  it('answers 400, not 500, to JSON, JSON null, no body and a broken multipart body', async () => {
    expect(await status(post({ 'content-type': 'application/json' }, JSON.stringify({ email: 'a@b.example', password: 'x' })))).toBe(400);
    expect(await status(post({ 'content-type': 'application/json' }, 'null'))).toBe(400);
    expect(await status(post({}, null))).toBe(400);
    expect(await status(post({ 'content-type': 'multipart/form-data; boundary=xyz' }, '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nbroken'))).toBe(400);
  });
});
