import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { uploadTypes } from '@oriel/contracts/media';
import { apiError } from '../http/errors';
import type { AuditActor, Permission } from '../staff';
import type { MediaLibrary } from './library';

export interface MediaRouteOptions {
  library: MediaLibrary;
  /** The studio's session and role check (apps/api/src/studio/routes.ts). */
  authorize: (request: FastifyRequest, reply: FastifyReply, permission: Permission) => Promise<AuditActor | null>;
  answer: (reply: FastifyReply, work: () => Promise<unknown>) => Promise<unknown>;
  /** The largest photograph accepted (MEDIA_UPLOAD_MAX_MB): the only body above 64 KB the service reads. */
  uploadLimitBytes: number;
  /** Uploads read at once (MEDIA_UPLOAD_CONCURRENCY); beyond, 503 with Retry-After. */
  uploadConcurrency?: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Read by the hardening hook: this route takes a raw image body, not JSON. */
    rawImageUpload?: boolean;
    /** Read by the hardening hook: this field of the body holds a whole file's text (512 KB, not 5,000 characters). */
    fileTextField?: string;
  }
}

/** Route config read by the hardening hook: this route takes a raw image body, not JSON. */
export const rawImageUpload = { rawImageUpload: true } as const;

const immutable = 'public, max-age=31536000, immutable';

/** The parsed body of an upload: the bytes under a property the input checks do not walk. */
interface UploadBody {
  readonly bytes: Buffer;
}
const uploadBody = (bytes: Buffer): UploadBody => Object.defineProperty({}, 'bytes', { value: bytes, enumerable: false }) as UploadBody;

/**
 * The media library's routes: the studio's (editors and admins, `media.manage`)
 * under /api/studio/media, and the public renditions under /api/media/uploads/{id}/{hash}-{w}w.{format}.
 */
export async function mediaRoutes(app: FastifyInstance, { library, authorize, answer, uploadLimitBytes, uploadConcurrency = 4 }: MediaRouteOptions) {
  app.addContentTypeParser([...uploadTypes, 'application/octet-stream'], { parseAs: 'buffer', bodyLimit: uploadLimitBytes }, (_request, body, done) => {
    done(null, uploadBody(body as Buffer));
  });
  // The session, the role and a free upload place are checked in `onRequest`, before the body
  // parser reads a byte: a refused upload costs no memory (Node discards the unread body). The
  // connection is not cut: a proxy in front (the router, nginx, the studio server) would turn the
  // reset into a 502 instead of passing the 401 on.
  const actors = new WeakMap<FastifyRequest, AuditActor>();
  let uploading = 0;
  const checkUpload = async (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.sent) return;
    const actor = await authorize(request, reply, 'media.manage');
    if (!actor) return reply;
    if (uploading >= uploadConcurrency) {
      reply.header('retry-after', '10');
      return apiError(reply, 503, 'Other photographs are being uploaded. Try again in a few seconds.', { code: 'uploads_busy' });
    }
    uploading += 1;
    releases.set(request, false);
    // A client that goes away mid-body never gets a response: the socket's close frees its place.
    reply.raw.once('close', () => release(request));
    actors.set(request, actor);
  };
  const releases = new WeakMap<FastifyRequest, boolean>();
  const release = (request: FastifyRequest) => {
    if (releases.get(request) !== false) return;
    releases.set(request, true);
    uploading -= 1;
  };
  const upload = { bodyLimit: uploadLimitBytes, config: rawImageUpload, onRequest: checkUpload, onResponse: async (request: FastifyRequest) => release(request) };
  const bytesOf = (request: FastifyRequest) => (request.body as UploadBody | undefined)?.bytes ?? Buffer.alloc(0);
  const id = (request: FastifyRequest) => (request.params as { id: string }).id;

  app.get('/api/studio/media', async (request, reply) => {
    if (!(await authorize(request, reply, 'media.manage'))) return reply;
    return answer(reply, () => library.list());
  });

  app.post('/api/studio/media', upload, async (request, reply) => {
    const actor = actors.get(request)!;
    const query = request.query as { altEn?: string; altZhHant?: string };
    return answer(reply, async () => {
      const asset = await library.upload(actor, bytesOf(request), { en: query.altEn ?? '', 'zh-Hant': query.altZhHant ?? '' });
      reply.code(202);
      return asset;
    });
  });

  app.get('/api/studio/media/:id', async (request, reply) => {
    if (!(await authorize(request, reply, 'media.manage'))) return reply;
    return answer(reply, () => library.get(id(request)));
  });

  app.put('/api/studio/media/:id', async (request, reply) => {
    const actor = await authorize(request, reply, 'media.manage');
    if (!actor) return reply;
    return answer(reply, () => library.update(actor, id(request), request.body));
  });

  app.put('/api/studio/media/:id/file', upload, async (request, reply) => {
    const actor = actors.get(request)!;
    return answer(reply, async () => {
      const asset = await library.replace(actor, id(request), bytesOf(request));
      reply.code(202);
      return asset;
    });
  });

  app.delete('/api/studio/media/:id', async (request, reply) => {
    const actor = await authorize(request, reply, 'media.manage');
    if (!actor) return reply;
    return answer(reply, () => library.remove(actor, id(request)).then(() => ({ removed: true })));
  });

  // Public: the renditions every page uses. The current hash is cached for a year; an old one (a
  // page rendered before a replacement) still answers, briefly cached.
  app.get('/api/media/uploads/:id/:file', async (request, reply) => {
    const { id: assetId, file } = request.params as { id: string; file: string };
    const match = /^([0-9a-f]{12})-(\d{2,4})w\.(webp|avif)$/.exec(file);
    const found = match ? await library.rendition(assetId, match[1]!, Number(match[2]), match[3] as 'webp' | 'avif') : null;
    if (!found) return apiError(reply, 404, `No image at ${request.url}`);
    return reply
      .header('cache-control', found.current ? immutable : 'public, max-age=60')
      .header('x-content-type-options', 'nosniff')
      .type(`image/${match![3]}`)
      .send(found.data);
  });
}
