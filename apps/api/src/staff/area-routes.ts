import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuditActor } from './audit';
import type { Permission } from './roles';

/** Checks the session and the permission; answers 401/403 itself and returns the actor, or null when refused. */
export type StudioAuthorize = (request: FastifyRequest, reply: FastifyReply, permission: Permission) => Promise<(AuditActor & { staffId: string }) | null>;

/** An area's staff routes, mounted by the studio's routes behind its session and permission checks. */
export type StudioAreaRoutes = (app: FastifyInstance, authorize: StudioAuthorize) => void | Promise<void>;
