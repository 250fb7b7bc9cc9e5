import type { Kysely } from 'kysely';
import type { DataLocale, Database } from '../db/schema';
import { type ApiConfig, studioRequiresTwoFactor } from '../config';
import { findContentDir, type Snapshot } from '../content';
import { createStudioAuth, studioOrigins } from './auth';
import { StudioContent } from './entries';
import { previewSnapshot } from './preview';
import { verifyPreviewToken } from '../staff';
import { StaffAccounts } from './staff';
import type { StudioRouteOptions } from './routes';
import { localDiskStorage, MediaLibrary, type MediaStorage } from '../media';

export interface StudioOverrides {
  requireTwoFactor?: boolean;
  signInLimit?: number;
  /** Tests: failed sign-ins of one account per 15 minutes, the session's lifetime and idle timeout. */
  accountSignInLimit?: number;
  sessionHours?: number;
  sessionIdleMinutes?: number;
  adminToken?: string | null;
  contentDir?: string;
  /** Tests: a media storage of their own (default: MEDIA_DIR on the local disk). */
  mediaStorage?: MediaStorage;
  /** Tests: uploads read at once (default MEDIA_UPLOAD_CONCURRENCY). */
  uploadConcurrency?: number;
}

/** Everything the studio's routes and the content reads' previews need, from the configuration. */
export function createStudioContext(db: Kysely<Database>, config: ApiConfig, overrides: StudioOverrides = {}, log?: { error(object: object, message: string): void }) {
  const auth = createStudioAuth({
    db,
    secret: config.STUDIO_SECRET,
    trustedOrigins: studioOrigins(config.SITE_URL),
    signInLimit: overrides.signInLimit ?? config.STUDIO_SIGN_IN_LIMIT,
    sessionSeconds: (overrides.sessionHours ?? config.STUDIO_SESSION_HOURS) * 3600,
  });
  const content = new StudioContent(db, overrides.contentDir ?? findContentDir(config.CONTENT_DIR));
  const staff = new StaffAccounts(db, auth, config.SITE_URL);
  // One page render asks for several reads: the preview snapshot is kept a few seconds.
  const previews = new Map<string, { at: number; snapshot: Promise<Snapshot> }>();
  const preview = async (token: string, locale: DataLocale): Promise<Snapshot | null> => {
    const claim = verifyPreviewToken(config.STUDIO_SECRET, token);
    // A campaign preview has no draft: the live content, at its moment (preview-clock.ts).
    if (!claim || claim.type === 'campaign') return null;
    const key = `${token}|${locale}`;
    const now = Date.now();
    for (const [k, v] of previews) if (now - v.at > 5000) previews.delete(k);
    let entry = previews.get(key);
    if (!entry) {
      entry = { at: now, snapshot: previewSnapshot(db, content, { ...claim, type: claim.type }, locale) };
      entry.snapshot.catch(() => previews.delete(key));
      previews.set(key, entry);
    }
    return entry.snapshot;
  };
  const media = new MediaLibrary(db, overrides.mediaStorage ?? localDiskStorage(config.MEDIA_DIR), content, log);
  const routes: StudioRouteOptions = {
    db,
    auth,
    content,
    staff,
    secret: config.STUDIO_SECRET,
    requireTwoFactor: overrides.requireTwoFactor ?? studioRequiresTwoFactor(config),
    accountSignInLimit: overrides.accountSignInLimit ?? config.STUDIO_ACCOUNT_SIGN_IN_LIMIT,
    sessionIdleMs: (overrides.sessionIdleMinutes ?? config.STUDIO_SESSION_IDLE_MINUTES) * 60_000,
    sessionLifetimeMs: (overrides.sessionHours ?? config.STUDIO_SESSION_HOURS) * 3600_000,
    siteUrl: config.SITE_URL,
    adminToken: overrides.adminToken ?? null,
    media: { library: media, uploadLimitBytes: config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024, uploadConcurrency: overrides.uploadConcurrency ?? config.MEDIA_UPLOAD_CONCURRENCY },
  };
  return { auth, content, staff, preview, routes, media };
}
