import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

/**
 * Start-up configuration shared by every server (api, brand site, campaign app; docs/deployment.md):
 * `.env` is read once at start, then each app checks its variables with its own zod schema and a
 * bad value stops the server with one readable line per variable, never a raw ZodError.
 */

/**
 * Reads `.env` from the working directory (or ENV_FILE) into `process.env`, as Node's
 * `--env-file-if-exists` does: variables already set in the environment win, a missing file is
 * fine. Under npm scripts the working directory is where npm was run (INIT_CWD), so
 * `npm run -w @oriel/api ...` reads the repository's .env. Returns the file read, or null.
 */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env): string | null {
  const file = resolve(env.INIT_CWD ?? process.cwd(), env.ENV_FILE ?? '.env');
  if (!existsSync(file)) return null;
  process.loadEnvFile(file);
  return file;
}

/** Variables whose values are never printed (secrets, connection strings with passwords). */
const secret = /SECRET|PASSWORD|TOKEN|DATABASE_URL|SMTP_URL/;

/** What a value looks like, for an error line: the value itself unless the variable is secret. */
export function describeValue(name: string, value: unknown): string {
  if (value === undefined) return 'not set';
  if (typeof value !== 'string') return `a ${typeof value}`;
  if (value === '') return 'empty';
  let shape = /^-?\d+(\.\d+)?$/.test(value) ? 'a number' : URL.canParse(value) ? 'a URL' : `text of ${value.length} character${value.length === 1 ? '' : 's'}`;
  if (/_(URL|SRC)$/.test(name) && !URL.canParse(value)) shape += ', not a URL';
  if (!secret.test(name) && value.length <= 80) shape = `${JSON.stringify(value)} (${shape})`;
  return shape;
}

/** One line per variable: `NAME = <what it is>: expected <what the schema wants>`. */
export function formatEnvIssues(issues: readonly z.core.$ZodIssue[], env: Record<string, unknown>): string[] {
  const byName = new Map<string, string[]>();
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '(environment)');
    const list = byName.get(name) ?? [];
    list.push(expectation(issue));
    byName.set(name, list);
  }
  return [...byName].map(([name, expected]) => `  ${name} = ${describeValue(name, env[name])}: expected ${[...new Set(expected)].join('; ')}`);
}

function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `one of ${issue.values.map((v) => String(v)).join(', ')}`;
    case 'invalid_type':
      return issue.expected === 'number' ? 'a number' : `a ${issue.expected}`;
    case 'too_small':
      return issue.origin === 'string' ? `at least ${String(issue.minimum)} characters` : `at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string' ? `at most ${String(issue.maximum)} characters` : `at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.format === 'url' ? 'a URL' : issue.format === 'regex' ? `text matching ${issue.pattern}` : `a ${issue.format}`;
    default:
      return issue.message;
  }
}

export class EnvError extends Error {
  constructor(
    readonly app: string,
    readonly lines: string[],
  ) {
    super(`${app}: invalid configuration (environment or .env):\n${lines.join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Checks `env` with the app's schema; throws an EnvError whose message has one line per bad variable. */
export function parseEnvOrThrow<T extends z.ZodType>(schema: T, app: string, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  throw new EnvError(app, formatEnvIssues(parsed.error.issues, env));
}

/** As parseEnvOrThrow, but a bad configuration prints its lines on stderr and stops the process (exit 78, EX_CONFIG). */
export function parseEnv<T extends z.ZodType>(schema: T, app: string, env: NodeJS.ProcessEnv = process.env): z.infer<T> {
  try {
    return parseEnvOrThrow(schema, app, env);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(78);
  }
}

/**
 * Seconds a stopping server keeps answering before it closes (SHUTDOWN_DRAIN_SECONDS, 0 to 60, 0 by
 * default): behind an edge that does not know it is stopping, every answer meanwhile closes its
 * kept-alive connection, so the edge stops reusing them before they are closed under its next
 * request (which it would not retry for a form: docs/deployment.md "Stopping an instance"). Read
 * at start-up: a bad value stops the server there, with its line.
 */
const drainSchema = z.object({ SHUTDOWN_DRAIN_SECONDS: z.union([z.literal('').transform(() => 0), z.coerce.number().int().min(0).max(60)]).default(0) });
export function drainSeconds(app: string, env: NodeJS.ProcessEnv = process.env): number {
  return parseEnvOrThrow(drainSchema, app, env).SHUTDOWN_DRAIN_SECONDS;
}

/**
 * The peers an app server takes the visitor's address, protocol and host from (TRUST_PROXY, as
 * Express's `trust proxy`: `loopback`, `linklocal`, `uniquelocal`, addresses and ranges, comma
 * separated; `loopback` by default, where `npm start`'s router runs). The edge in front of the
 * app, nothing else: a client that reached the app's port from anywhere else is known by its own
 * address, whatever X-Forwarded-For it sends. The data service has the same setting.
 */
const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyRange = (item: string) => {
  const [address = '', bits, ...rest] = item.split('/');
  if (rest.length) return false;
  const family = isIP(address);
  return family > 0 && (bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128)) || (family === 4 && isIP(bits) === 4));
};
export const trustProxySchema = z.object({
  TRUST_PROXY: z
    .string()
    .transform((value) => value.split(',').map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.length > 0 && items.every((item) => proxyNames.has(item) || isProxyRange(item)), 'loopback, linklocal, uniquelocal, addresses or ranges (10.0.0.0/8), comma separated')
    .default(['loopback']),
});
export function trustedProxies(app: string, env: NodeJS.ProcessEnv = process.env): string[] {
  return parseEnv(trustProxySchema, app, env.TRUST_PROXY === '' ? { ...env, TRUST_PROXY: undefined } : env).TRUST_PROXY;
}
