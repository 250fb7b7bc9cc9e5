import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema';
import { ContentError } from '../content';
import { apiError } from '../http/errors';
import { adminChannelAllows } from '../staff';
import { loadCampaignText } from './manage';

const loadBody = z.object({ file: z.string().min(1).max(500), text: z.string().max(512 * 1024), replaceStudioTexts: z.boolean().optional() });

/**
 * `npm run campaigns -- load <file>` while the site runs: the command sends the file's text over
 * the running service's local admin channel (loopback only, the token of
 * STUDIO_ADMIN_FILE), so the embedded database is never opened by a second process.
 */
export async function campaignAdminRoutes(app: FastifyInstance, { db, adminToken }: { db: Kysely<Database>; adminToken: string | null }) {
  app.post('/api/studio/admin/campaigns', { bodyLimit: 1024 * 1024, config: { fileTextField: 'text' } }, async (request, reply) => {
    if (!adminChannelAllows(adminToken, { socketAddress: request.socket.remoteAddress, headers: request.headers })) {
      return apiError(reply, 403, 'The admin channel answers the campaigns command on this machine only.');
    }
    const body = loadBody.safeParse(request.body);
    if (!body.success) return apiError(reply, 400, 'Send the campaign file as { file, text }.');
    try {
      const change = await loadCampaignText(db, { email: 'campaigns command (server console)' }, body.data.file, body.data.text, { replaceStudioTexts: body.data.replaceStudioTexts });
      reply.header('cache-control', 'no-store');
      return { data: change };
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      return apiError(reply, 422, `${error.file}: ${error.field || '(file)'}: ${error.detail}`, { file: error.file, field: error.field, detail: error.detail });
    }
  });
}
