import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { ContentError } from '../content';
import { type AuditActor, StudioError, createPreviewToken, type Permission } from '../staff';
import {
  closeCampaign,
  createCampaignDraft,
  discardCampaignTextDrafts,
  loadCampaignText,
  publishCampaign,
  readCampaignAsFile,
  readCampaignDefinition,
  saveCampaignTextDrafts,
  scheduleCampaign,
  updateCampaignTexts,
  updateCampaignTheme,
} from './manage';

export interface CampaignDefinitionRouteOptions {
  db: Kysely<Database>;
  clock: Clock;
  /** Signs preview links (staff/preview-token.ts). */
  secret: string;
  /** The studio's own check (studio/routes.ts): session, second factor, role; refusals audited. */
  authorize: (request: FastifyRequest, reply: FastifyReply, permission: Permission) => Promise<AuditActor | null>;
  answer: (reply: FastifyReply, work: () => Promise<unknown>) => Promise<unknown>;
}

const baseVersion = z.coerce.number().int().positive();
const scheduleBody = z.object({ opensAt: z.iso.datetime({ offset: true }), closesAt: z.iso.datetime({ offset: true }), baseVersion: baseVersion.optional() });
const draftsBody = z.object({ baseVersion, texts: z.object({ en: z.unknown(), 'zh-Hant': z.unknown() }) });
const versionBody = z.object({ baseVersion });
const fileBody = z.object({ file: z.string().min(1).max(200).default('studio'), text: z.string().min(1).max(512 * 1024), replaceStudioTexts: z.boolean().optional() });
const localeParam = z.enum(['en', 'zh-Hant']);

/** A refused change, as the studio shows it: the field and why. */
async function refusedAsStudio<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    if (error.field === 'slug' && /^no campaign/.test(error.detail)) throw new StudioError(404, error.detail);
    throw new StudioError(400, `${error.field || '(file)'}: ${error.detail}`, [{ path: error.field, message: error.detail }]);
  }
}

/**
 * /api/studio/campaigns/:slug/definition...: a campaign's definition in the studio: read
 * it, load a whole campaign file, move its dates, close it, edit its texts and theme. Every route
 * needs `campaigns.write` (campaign manager, admin); each change is audited and reaches every
 * instance within seconds (apps/api/src/campaigns/manage.ts).
 */
export function campaignDefinitionRoutes(app: FastifyInstance, { db, clock, secret, authorize, answer }: CampaignDefinitionRouteOptions) {
  const slugOf = (request: FastifyRequest) => (request.params as { slug: string }).slug;
  const bad = (message: string) => {
    throw new StudioError(400, message);
  };

  app.get('/api/studio/campaigns/:slug/definition', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, () => refusedAsStudio(() => readCampaignDefinition(db, slugOf(request))));
  });

  // A file of up to 60 KB (the studio's form) as JSON, its line breaks escaped: more than the common 64 KB body.
  app.post('/api/studio/campaign-files', { bodyLimit: 128 * 1024, config: { fileTextField: 'text' } }, async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      const body = fileBody.safeParse(request.body);
      if (!body.success) return bad('Send the campaign file as { file, text }.');
      return refusedAsStudio(() => loadCampaignText(db, actor, body.data.file, body.data.text, { replaceStudioTexts: body.data.replaceStudioTexts }));
    });
  });

  // A signed preview link to the campaign's public page, optionally at a moment: a
  // manager sees it before it opens. The same links as an entry's preview; no draft is laid over.
  app.post('/api/studio/campaigns/:slug/preview', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, async () => {
      const moment = z.object({ at: z.iso.datetime({ offset: true }).optional() }).safeParse(request.body ?? {});
      if (!moment.success) return bad('The moment must be an ISO 8601 date-time with its offset.');
      const { slug } = await refusedAsStudio(() => readCampaignDefinition(db, slugOf(request)));
      const claim = { type: 'campaign' as const, key: slug, ...(moment.data.at ? { at: moment.data.at } : {}) };
      return { ...createPreviewToken(secret, claim), path: `/discovery-trial/${slug}` };
    });
  });

  app.put('/api/studio/campaigns/:slug/definition/schedule', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      const body = scheduleBody.safeParse(request.body);
      if (!body.success) return bad('Give opensAt and closesAt as dates and times with their offset.');
      await refusedAsStudio(() => scheduleCampaign(db, actor, slugOf(request), { opensAt: new Date(body.data.opensAt), closesAt: new Date(body.data.closesAt) }, body.data.baseVersion));
      return { scheduled: true };
    });
  });

  app.post('/api/studio/campaigns/:slug/definition/close', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      await refusedAsStudio(() => closeCampaign(db, actor, slugOf(request), clock.now()));
      return { closed: true };
    });
  });

  app.put('/api/studio/campaigns/:slug/definition/texts/:locale', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      const locale = localeParam.safeParse((request.params as { locale: string }).locale);
      if (!locale.success) return bad('The locale is en or zh-Hant.');
      const based = baseVersion.optional().safeParse((request.query as { baseVersion?: string }).baseVersion);
      await refusedAsStudio(() => updateCampaignTexts(db, actor, slugOf(request), locale.data, request.body, based.success ? based.data : undefined));
      return { saved: true };
    });
  });

  app.put('/api/studio/campaigns/:slug/definition/theme', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      await refusedAsStudio(() => updateCampaignTheme(db, actor, slugOf(request), request.body));
      return { saved: true };
    });
  });

  // The studio's campaign form: a new campaign, unpublished until "Publish".
  app.post('/api/studio/campaigns/definitions', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      const body = z.object({ definition: z.unknown() }).safeParse(request.body);
      if (!body.success) return bad('Send the campaign as { definition }.');
      return refusedAsStudio(() => createCampaignDraft(db, actor, body.data.definition));
    });
  });

  // A whole campaign in the shape of a file: "Duplicate campaign" starts the form from it.
  app.get('/api/studio/campaigns/:slug/definition/file', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, () => refusedAsStudio(() => readCampaignAsFile(db, slugOf(request))));
  });

  app.put('/api/studio/campaigns/:slug/definition/drafts', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      const body = draftsBody.safeParse(request.body);
      if (!body.success) return bad('Send { baseVersion, texts: { en, zh-Hant } }.');
      return refusedAsStudio(() => saveCampaignTextDrafts(db, actor, slugOf(request), body.data.texts as Record<'en' | 'zh-Hant', unknown>, body.data.baseVersion));
    });
  });

  app.post('/api/studio/campaigns/:slug/definition/publish', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      const body = versionBody.safeParse(request.body);
      if (!body.success) return bad('Send { baseVersion }: the version the page was opened at.');
      return refusedAsStudio(() => publishCampaign(db, actor, slugOf(request), body.data.baseVersion, clock.now()));
    });
  });

  app.post('/api/studio/campaigns/:slug/definition/discard', async (request, reply) => {
    const actor = await authorize(request, reply, 'campaigns.write');
    if (!actor) return reply;
    return answer(reply, async () => {
      const body = versionBody.safeParse(request.body);
      if (!body.success) return bad('Send { baseVersion }: the version the page was opened at.');
      return refusedAsStudio(() => discardCampaignTextDrafts(db, actor, slugOf(request), body.data.baseVersion));
    });
  });

  // The redemption locations a campaign's sessions can be at (content/campaigns/locations.yaml).
  app.get('/api/studio/campaign-locations', async (request, reply) => {
    if (!(await authorize(request, reply, 'campaigns.write'))) return reply;
    return answer(reply, async () => {
      const rows = await db.selectFrom('redemption_locations').select(['code', 'kind', 'texts']).orderBy('id').execute();
      const json = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v) as Record<'en' | 'zh-Hant', { name: string }>;
      return rows.map((r) => ({ code: r.code, kind: r.kind, name: json(r.texts).en.name, nameZh: json(r.texts)['zh-Hant'].name }));
    });
  });
}
