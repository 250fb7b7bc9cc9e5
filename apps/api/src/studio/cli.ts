#!/usr/bin/env -S npx tsx
/**
 * Staff accounts of the studio: `npm run staff -- add|list|remove`. Works while the site runs: it
 * talks to the running data service through its local admin channel (loopback only, with the token
 * the service wrote to STUDIO_ADMIN_FILE). With no service running it opens the database itself
 * (DATABASE_URL, or the PGlite folder, which nothing else has open then).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { type AdminChannelFile, StudioError, commandIdentity, runningAdminChannel, staffRoles } from '../staff';

const usage = `Usage: npm run staff -- <command> [options]

Commands:
  add <email> --role <${staffRoles.join('|')}> --password-stdin [--name "Full Name"]
      Creates a staff account; the password (12 characters or more) is read from standard input:
        printf %s 'a long passphrase' | npm run staff -- add ada@example.com --role admin --password-stdin
  list
      Lists the accounts: email, role, whether a second factor is set up.
  remove <email>
      Removes an account, its sessions and its second factor.
  enrol <email>
      Prints a one-time link (24 hours) with which the account sets up its second factor; admins
      issue these in the studio (Staff), this is for the first admin.

Roles: editor (content and media), campaign-manager (campaigns), admin (staff accounts, everything).
Environment: as the data service (DATABASE_URL or PGLITE_DATA_DIR, STUDIO_ADMIN_FILE).`;

const base = process.env.INIT_CWD ?? process.cwd();


const runningService = () => runningAdminChannel(loadConfig().STUDIO_ADMIN_FILE, commandIdentity(loadConfig()));

type Operation = { kind: 'list' } | { kind: 'add'; email: string; role: string; password: string; name?: string } | { kind: 'remove'; email: string } | { kind: 'enrol'; email: string };

async function throughService(channel: AdminChannelFile, op: Operation): Promise<unknown> {
  if (op.kind === 'enrol') {
    const response = await fetch(`${channel.url}/api/studio/admin/staff/enrolment`, { method: 'POST', headers: { authorization: `Bearer ${channel.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ email: op.email }) });
    const answer = (await response.json()) as { data?: unknown; error?: { message: string } };
    if (!response.ok) throw new Error(answer.error?.message ?? `the data service answered ${response.status}`);
    return answer.data;
  }
  const method = op.kind === 'list' ? 'GET' : op.kind === 'add' ? 'POST' : 'DELETE';
  const { kind: _kind, ...body } = op;
  const response = await fetch(`${channel.url}/api/studio/admin/staff`, {
    method,
    headers: { authorization: `Bearer ${channel.token}`, ...(method === 'GET' ? {} : { 'content-type': 'application/json' }) },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; error?: { message: string } };
  if (!response.ok) throw new Error(answer.error?.message ?? `the data service answered ${response.status}`);
  return answer.data;
}

/** No data service running: the database opened here (its modules loaded only then, so the usual case starts fast). */
async function directly(op: Operation): Promise<unknown> {
  const [{ openDatabase }, { migrateToLatest }, { StaffAccounts }, { createStudioAuth }] = await Promise.all([import('../db/database'), import('../db/migrate'), import('./staff'), import('./auth')]);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, pgliteDataDir: resolve(base, config.PGLITE_DATA_DIR) });
  try {
    await migrateToLatest(database.db);
    const staff = new StaffAccounts(database.db, createStudioAuth({ db: database.db, secret: config.STUDIO_SECRET, trustedOrigins: [config.SITE_URL] }), config.SITE_URL);
    const actor = { email: 'staff command (server console)' };
    if (op.kind === 'list') return await staff.list();
    if (op.kind === 'enrol') return await staff.issueEnrolmentLink(actor, op.email);
    if (op.kind === 'add') return await staff.add(actor, { email: op.email, role: op.role as never, password: op.password, name: op.name });
    await staff.remove(actor, op.email);
    return { removed: true };
  } finally {
    await database.close();
  }
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { help: { type: 'boolean' }, role: { type: 'string' }, name: { type: 'string' }, 'password-stdin': { type: 'boolean' } },
  });
  const [command, email] = positionals;
  if (values.help || !command) {
    console.log(usage);
    return values.help ? 0 : 1;
  }
  let op: Operation;
  if (command === 'list') op = { kind: 'list' };
  else if (command === 'add' && email) {
    if (!values.role || !(staffRoles as readonly string[]).includes(values.role)) {
      console.error(`--role must be one of ${staffRoles.join(', ')}`);
      return 1;
    }
    if (!values['password-stdin']) {
      console.error('Give the password on standard input with --password-stdin (it never appears in the shell history).');
      return 1;
    }
    op = { kind: 'add', email, role: values.role, password: await readStdin(), name: values.name };
  } else if (command === 'remove' && email) op = { kind: 'remove', email };
  else if (command === 'enrol' && email) op = { kind: 'enrol', email };
  else {
    console.error(usage);
    return 1;
  }
  const channel = runningService();
  if (!channel && !loadConfig().DATABASE_URL) {
    console.error(`No running data service found (${resolve(base, loadConfig().STUDIO_ADMIN_FILE)}): opening the embedded database ${resolve(base, loadConfig().PGLITE_DATA_DIR)} directly.`);
  }
  const result = channel ? await throughService(channel, op) : await directly(op);
  if (op.kind === 'list') {
    const rows = result as { email: string; role: string; twoFactorEnabled: boolean }[];
    if (!rows.length) console.log('No staff accounts yet. Add the first admin with: npm run staff -- add <email> --role admin --password-stdin');
    for (const r of rows) console.log(`${r.email}\t${r.role}\t${r.twoFactorEnabled ? '2FA on' : '2FA off'}`);
  } else if (op.kind === 'add') console.log(`Added ${op.email} (${op.role}). Sign in at /studio.`);
  else if (op.kind === 'enrol') {
    const link = result as { url: string; expiresAt: string };
    console.log(`Second-factor set-up link for ${op.email} (one use, until ${link.expiresAt}):\n${link.url}`);
  }
  else console.log(`Removed ${op.email}.`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StudioError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
