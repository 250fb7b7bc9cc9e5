import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, studioRequiresTwoFactor } from '../config';
import { buildServer } from '../server';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { recordAudit } from '../staff';
import { StaffAccounts } from './staff';
import { createStudioAuth } from './auth';

const origin = 'http://localhost:3000';
const password = 'correct horse battery staple';
const admin = 'ada@oriel.example';
const editor = 'eddie@oriel.example';

/** RFC 6238 (SHA-1, 30 s, 6 digits) from an otpauth:// URI's base32 secret, as an authenticator app computes it. */
function totp(uri: string, at = Date.now()): string {
  const base32 = new URL(uri).searchParams.get('secret')!.replace(/=+$/, '');
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of base32.toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

const cookieOf = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie']]
    .flat()
    .filter(Boolean)
    .map((c) => String(c).split(';')[0])
    .join('; ');

describe('studio sign-in, second factor, sessions and audit (hardening, third round)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let staff: StaffAccounts;
  let address = 0;
  const nextAddress = () => `198.51.100.${++address}`;

  const post = (url: string, body: unknown, { cookie, from = origin, ip = nextAddress() }: { cookie?: string; from?: string; ip?: string } = {}) =>
    // The studio server passes on the host the browser used (X-Forwarded-Host) and its Origin.
    app.inject({ method: 'POST', url, headers: { origin: from, host: new URL(from).host, 'content-type': 'application/json', 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) }, payload: JSON.stringify(body) });
  const get = (url: string, cookie?: string) => app.inject({ url, headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } });
  const signIn = (email: string, pw = password, options: { from?: string; ip?: string } = {}) => post('/api/studio/auth/sign-in/email', { email, password: pw }, options);
  const audit = async (query = '') => (await get(`/api/studio/audit${query}`, adminCookie)).json() as { data: { id: string; action: string; actor: string; subject: string | null; after: unknown }[]; meta: { next: string | null } };
  let adminCookie = '';

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    app = await buildServer({ database, logLevel: 'silent', studio: { signInLimit: 50, accountSignInLimit: 4, requireTwoFactor: false } });
    staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: loadConfig().STUDIO_SECRET, trustedOrigins: [origin] }));
    await staff.add({ email: 'test setup' }, { email: admin, role: 'admin', password });
    await staff.add({ email: 'test setup' }, { email: editor, role: 'editor', password });
    adminCookie = cookieOf(await signIn(admin));
    expect(adminCookie).toContain('__Host-studio.session_token=');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('requires the second factor in production and not on a laptop, unless set', () => {
    expect(studioRequiresTwoFactor({ SITE_URL: 'https://www.maison-oriel.example', STUDIO_REQUIRE_2FA: undefined })).toBe(true);
    expect(studioRequiresTwoFactor({ SITE_URL: 'http://localhost:3000', STUDIO_REQUIRE_2FA: undefined })).toBe(false);
    expect(studioRequiresTwoFactor({ SITE_URL: 'http://127.0.0.1:3000', STUDIO_REQUIRE_2FA: undefined })).toBe(false);
    expect(studioRequiresTwoFactor({ SITE_URL: 'https://www.maison-oriel.example', STUDIO_REQUIRE_2FA: 'off' })).toBe(false);
    expect(studioRequiresTwoFactor({ SITE_URL: 'http://localhost:3000', STUDIO_REQUIRE_2FA: 'on' })).toBe(true);
    // A public site needs its own secrets (hardening, third round, item 2).
    const secrets = { STUDIO_SECRET: 'a'.repeat(40), OTP_SECRET: 'b'.repeat(40), RATE_LIMIT_SECRET: 'c'.repeat(40) };
    expect(loadConfig({ SITE_URL: 'https://www.maison-oriel.example', ...secrets }).STUDIO_REQUIRE_2FA).toBeUndefined();
  });

  it('exposes only sign-in and sign-out of better-auth: password, account, sessions and second-factor set-up go through the studio', async () => {
    for (const path of ['/change-password', '/update-user', '/revoke-sessions', '/revoke-other-sessions', '/two-factor/enable', '/two-factor/disable', '/two-factor/get-totp-uri', '/list-sessions', '/delete-user']) {
      const response = await post(`/api/studio/auth${path}`, { currentPassword: password, newPassword: 'another long passphrase', password, name: 'x' }, { cookie: adminCookie });
      expect(response.statusCode, path).toBe(404);
    }
    expect((await get('/api/studio/auth/get-session', adminCookie)).statusCode).toBe(404);
    // The session is still there and the password unchanged.
    expect((await get('/api/studio/session', adminCookie)).statusCode).toBe(200);
    expect((await signIn(admin)).statusCode).toBe(200);
  });

  it('refuses trustDevice: every sign-in asks for the second factor', async () => {
    const response = await post('/api/studio/auth/two-factor/verify-totp', { code: '123456', trustDevice: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.code).toBe('trust_device_refused');
  });

  it('says a sign-in from another origin is at the wrong address, naming the right one, and takes the loopback aliases of a loopback SITE_URL', async () => {
    const elsewhere = await signIn(admin, password, { from: 'http://192.168.1.20:3000' });
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.details).toMatchObject({ code: 'wrong_origin', siteUrl: origin });
    expect(elsewhere.json().error.message).toContain(`${origin}/studio`);
    for (const alias of ['http://127.0.0.1:3000', 'http://[::1]:3000']) expect((await signIn(admin, password, { from: alias })).statusCode, alias).toBe(200);
    // Another port is another site.
    expect((await signIn(admin, password, { from: 'http://127.0.0.1:3001' })).statusCode).toBe(403);
  });

  it('limits failed sign-ins per account whatever the address, and keeps attacker-chosen emails out of the audit log', async () => {
    for (let i = 0; i < 4; i++) expect((await signIn(editor, 'wrong password!!')).statusCode).toBe(401);
    // The right password from a fresh address: the account waits.
    const held = await signIn(editor);
    expect(held.statusCode).toBe(429);
    expect(held.json().error.details.code).toBe('account_limited');
    expect(held.headers['retry-after']).toBe('900');
    for (let i = 0; i < 5; i++) expect((await signIn(`nobody${i}@attacker.example`, 'whatever password')).statusCode).toBe(401);
    const events = (await audit('?limit=200')).data;
    expect(events.filter((e) => e.action === 'sign-in.failed' && e.actor === editor)).toHaveLength(4);
    expect(events.filter((e) => e.action === 'sign-in.account-limited' && e.subject === `staff:${editor}`)).toHaveLength(1);
    expect(events.some((e) => e.actor.includes('attacker.example'))).toBe(false);
    await database.db.deleteFrom('studio_audit').where('action', '=', 'sign-in.failed').execute();
  });

  it('pages and filters the audit log', async () => {
    const first = await audit('?limit=2');
    expect(first.data).toHaveLength(2);
    expect(first.meta.next).toBe(first.data[1]!.id);
    const second = await audit(`?limit=2&before=${first.meta.next}`);
    expect(Number(second.data[0]!.id)).toBeLessThan(Number(first.data[1]!.id));
    const signIns = (await audit('?action=sign-in&limit=200')).data;
    expect(signIns.length).toBeGreaterThan(0);
    expect(signIns.every((e) => e.action === 'sign-in' || e.action.startsWith('sign-in.'))).toBe(true);
    const byAdmin = (await audit('?actor=ada@&limit=200')).data;
    expect(byAdmin.length).toBeGreaterThan(0);
    expect(byAdmin.every((e) => e.actor === admin)).toBe(true);
    expect((await get('/api/studio/audit?limit=5000', adminCookie)).statusCode).toBe(400);
    // An event whose "after" is a plain string (a failed second-factor set-up wrote `failed (401)`)
    // once made every read of the log answer 500.
    await recordAudit(database.db, { email: 'test' }, 'two-factor.enable', null, null, 'failed (401)');
    expect((await audit('?action=two-factor.enable')).data[0]).toMatchObject({ after: 'failed (401)' });
  });

  it('ends a session after its idle timeout and at its absolute lifetime, and records it', async () => {
    const idle = cookieOf(await signIn(admin));
    expect((await get('/api/studio/session', idle)).statusCode).toBe(200);
    const token = decodeURIComponent(idle.split('=')[1]!).split('.')[0]!;
    await database.db.updateTable('staff_sessions').set({ updatedAt: new Date(Date.now() - 61 * 60_000) }).where('token', '=', token).execute();
    expect((await get('/api/studio/session', idle)).statusCode).toBe(401);

    const old = cookieOf(await signIn(admin));
    const oldToken = decodeURIComponent(old.split('=')[1]!).split('.')[0]!;
    // Used a minute ago, signed in 13 hours ago (a session better-auth would keep for 24 hours).
    await database.db
      .updateTable('staff_sessions')
      .set({ createdAt: new Date(Date.now() - 13 * 3600_000), updatedAt: new Date(Date.now() - 60_000), expiresAt: new Date(Date.now() + 11 * 3600_000) })
      .where('token', '=', oldToken)
      .execute();
    expect((await get('/api/studio/session', old)).statusCode).toBe(401);
    const ended = (await audit('?action=session.ended')).data;
    expect(ended.map((e) => e.actor)).toEqual([admin, admin]);
  });

  it('does not count a read an unattended page made by itself (X-Staff-Activity: idle) as use of the session', async () => {
    const cookie = cookieOf(await signIn(admin));
    const token = decodeURIComponent(cookie.split('=')[1]!).split('.')[0]!;
    const lastUse = async () => (await database.db.selectFrom('staff_sessions').select('updatedAt').where('token', '=', token).executeTakeFirstOrThrow()).updatedAt.getTime();
    const fiftyMinutesAgo = new Date(Date.now() - 50 * 60_000);
    await database.db.updateTable('staff_sessions').set({ updatedAt: fiftyMinutesAgo }).where('token', '=', token).execute();
    const beat = (activity?: string) => app.inject({ method: 'PUT', url: '/api/studio/presence', headers: { origin, host: 'localhost:3000', 'content-type': 'application/json', cookie, ...(activity ? { 'x-staff-activity': activity } : {}) }, payload: JSON.stringify({ subject: 'entry:article:x' }) });
    // A heartbeat with nobody at the screen: answered, and the session still ends on time.
    expect((await beat('idle')).statusCode).toBe(200);
    expect(await lastUse()).toBe(fiftyMinutesAgo.getTime());
    // The person is back (any read without the header, a heartbeat after a key press): used now.
    expect((await beat()).statusCode).toBe(200);
    expect(await lastUse()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('sets up the second factor only through an admin-issued one-time link, shows the backup codes once, and signs in with a code or a backup code', async () => {
    const editorCookie = cookieOf(await signIn(editor));
    expect(editorCookie).toContain('session_token');
    // Holding only the password: no way to set up a second factor.
    expect((await post('/api/studio/auth/two-factor/enable', { password }, { cookie: editorCookie })).statusCode).toBe(404);
    const noLink = await post('/api/studio/account/two-factor', { token: 'x'.repeat(43), password }, { cookie: editorCookie });
    expect(noLink.statusCode).toBe(403);
    expect(noLink.json().error.details.code).toBe('enrolment_link_invalid');
    // An editor cannot issue links; an admin can.
    expect((await post(`/api/studio/staff/${editor}/enrolment-link`, {}, { cookie: editorCookie })).statusCode).toBe(403);
    const issued = await post(`/api/studio/staff/${editor}/enrolment-link`, {}, { cookie: adminCookie });
    expect(issued.statusCode).toBe(200);
    const link = issued.json().data as { url: string };
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/studio\/enrol\/[A-Za-z0-9_-]{43}$/);
    const token = link.url.split('/').at(-1)!;
    // Someone else's session with the editor's link: refused.
    expect((await post('/api/studio/account/two-factor', { token, password }, { cookie: adminCookie })).statusCode).toBe(403);
    expect((await post('/api/studio/account/two-factor', { token, password: 'not the password' }, { cookie: editorCookie })).statusCode).toBe(400);
    const started = await post('/api/studio/account/two-factor', { token, password }, { cookie: editorCookie });
    expect(started.statusCode).toBe(200);
    const { totpURI, backupCodes } = started.json().data as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const confirmed = await post('/api/studio/account/two-factor/confirm', { token, code: totp(totpURI) }, { cookie: editorCookie });
    expect(confirmed.statusCode).toBe(200);
    // The link is used up.
    expect((await post('/api/studio/account/two-factor', { token, password }, { cookie: cookieOf(confirmed) })).statusCode).toBe(403);

    // Sign-in now asks for the second factor; a backup code works once.
    const first = await signIn(editor);
    expect(first.json().twoFactorRedirect).toBe(true);
    const withBackup = await post('/api/studio/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, { cookie: cookieOf(first) });
    expect(withBackup.statusCode).toBe(200);
    const again = await signIn(editor);
    expect((await post('/api/studio/auth/two-factor/verify-backup-code', { code: backupCodes[0] }, { cookie: cookieOf(again) })).statusCode).toBe(401);
    const withCode = await post('/api/studio/auth/two-factor/verify-totp', { code: totp(totpURI) }, { cookie: cookieOf(await signIn(editor)) });
    expect(withCode.statusCode).toBe(200);
    const events = (await audit('?actor=eddie&limit=200')).data.map((e) => e.action);
    expect(events).toEqual(expect.arrayContaining(['two-factor.enable', 'sign-in.backup-code', 'sign-in.second-factor']));

    // An admin resets it (a lost phone): the second factor is off, every session ends, a new link.
    const signedIn = cookieOf(withCode);
    expect((await get('/api/studio/session', signedIn)).statusCode).toBe(200);
    const reset = await post(`/api/studio/staff/${editor}/reset-second-factor`, {}, { cookie: adminCookie });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().data.url).toMatch(/\/studio\/enrol\//);
    expect((await get('/api/studio/session', signedIn)).statusCode).toBe(401);
    expect((await signIn(editor)).json().twoFactorRedirect).toBeUndefined();
    expect((await audit('?action=two-factor.reset')).data[0]).toMatchObject({ actor: admin, subject: `staff:${editor}` });
  });

  it('changes a password through the studio: the current one first, the other sessions end, both recorded', async () => {
    const mine = cookieOf(await signIn(admin));
    const other = cookieOf(await signIn(admin));
    const wrong = await post('/api/studio/account/password', { currentPassword: 'not it at all', newPassword: 'a new long passphrase' }, { cookie: mine });
    expect(wrong.statusCode).toBe(400);
    expect((await post('/api/studio/account/password', { currentPassword: password, newPassword: 'short' }, { cookie: mine })).statusCode).toBe(400);
    const changed = await post('/api/studio/account/password', { currentPassword: password, newPassword: 'a new long passphrase' }, { cookie: mine });
    expect(changed.statusCode).toBe(200);
    const fresh = cookieOf(changed);
    expect(fresh).toContain('session_token');
    expect((await get('/api/studio/session', other)).statusCode).toBe(401);
    expect((await get('/api/studio/session', fresh)).statusCode).toBe(200);
    expect((await signIn(admin)).statusCode).toBe(401);
    expect((await signIn(admin, 'a new long passphrase')).statusCode).toBe(200);
    const actions = (await get('/api/studio/audit?actor=ada@&limit=200', fresh)).json().data.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['password.change', 'sessions.revoke', 'password.change-failed']));
  });
});
