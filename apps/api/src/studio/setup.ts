import type { Kysely } from 'kysely';
import type { DataLocale, Database } from '../db/schema';
import type { ApiConfig } from '../config';
import type { Snapshot } from '../content/snapshot';
import { findContentDir } from '../content/loader';
import { createStudioAuth } from './auth';
import { StudioContent } from './entries';
import { previewSnapshot, verifyPreviewToken } from './preview';
import type { StudioRouteOptions } from './routes';
import { StaffAccounts } from './staff';
import { MediaLibrary } from '../media/library';
import { type MediaStorage, localDiskStorage } from '../media/storage';

export interface StudioOverrides {
  requireTwoFactor?: boolean;
  signInLimit?: number;
  adminToken?: string | null;
  contentDir?: string;
  /** Tests: a media storage of their own (default: MEDIA_DIR on the local disk). */
  mediaStorage?: MediaStorage;
}

/** Everything the studio's routes and the content reads' previews need, from the configuration. */
export function createStudioContext(db: Kysely<Database>, config: ApiConfig, overrides: StudioOverrides = {}) {
  const auth = createStudioAuth({
    db,
    secret: config.STUDIO_SECRET,
    trustedOrigins: [new URL(config.SITE_URL).origin],
    signInLimit: overrides.signInLimit ?? config.STUDIO_SIGN_IN_LIMIT,
  });
  const content = new StudioContent(db, overrides.contentDir ?? findContentDir(config.CONTENT_DIR));
  const staff = new StaffAccounts(db, auth);
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
  const media = new MediaLibrary(db, overrides.mediaStorage ?? localDiskStorage(config.MEDIA_DIR), content);
  const routes: StudioRouteOptions = {
    db,
    auth,
    content,
    staff,
    secret: config.STUDIO_SECRET,
    requireTwoFactor: overrides.requireTwoFactor ?? config.STUDIO_REQUIRE_2FA === 'on',
    adminToken: overrides.adminToken ?? null,
    media: { library: media, uploadLimitBytes: config.MEDIA_UPLOAD_MAX_MB * 1024 * 1024 },
  };
  return { auth, content, staff, preview, routes, media };
}
