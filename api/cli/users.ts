/**
 * Account management from the command line, on whichever database the settings choose:
 *   npm run users -- add --login L --password P --role R [--name N] [--email E]
 *   npm run users -- set-role --login L --role R
 *   npm run users -- set-password --login L --password P
 *   npm run users -- disable --login L
 *   npm run users -- list
 */
import { parseArgs } from 'node:util';
import { recordChange } from '../audit/record';
import { isCommonPassword } from '../auth/common-passwords';
import { isDemoPassword } from '../auth/new-password';
import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from '../contract/auth';
import { roleSchema } from '../contract/auth';
import { parseSettings, SettingsError } from '../settings';
import { revokeSessions } from '../auth/sessions';
import { createUser, disableUser, listUsers, requireUser, setPassword, setRole } from '../auth/users';
import { Refused } from '../domain/refusal';
import { DatabaseOpenError, openConfiguredDatabase } from '../db/configured';
import { runningPid } from '../db/data-dir-lock';

const USAGE = `usage: npm run users -- <command> [options]
  add --login L --password P --role master|cashier|display|owner [--name N] [--email E]
  set-role --login L --role R
  set-password --login L --password P
  disable --login L
  list`;

const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, `password: at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX)
  .refine((p) => !isDemoPassword(p), 'password: a published demo password, which anyone knows; choose another')
  .refine((p) => !isCommonPassword(p), 'password: one of the most common passwords; choose another');

/** Each command and the options it needs. */
const REQUIRED = {
  add: ['login', 'password', 'role'],
  'set-role': ['login', 'role'],
  'set-password': ['login', 'password'],
  disable: ['login'],
  list: [],
} as const satisfies Record<string, ReadonlyArray<'login' | 'password' | 'role'>>;
type Command = keyof typeof REQUIRED;

async function main(argv: string[]): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      login: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      email: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (!command || !(command in REQUIRED)) throw new UsageError(command ? `unknown command: ${command}` : 'no command given');
  // What was typed is judged before the database is opened: a refusal needs no database.
  for (const key of REQUIRED[command as Command]) if (!values[key]) throw new UsageError(`--${key} is required for ${command}`);
  const login = values.login ?? '';
  const role = values.role === undefined ? undefined : roleSchema.parse(values.role);
  const password = values.password === undefined ? undefined : passwordSchema.parse(values.password);
  const email = values.email ? z.email().parse(values.email) : null;

  const settings = parseSettings(process.env);
  const server = settings.DATABASE_URL ? undefined : runningPid(settings.DATA_DIR);
  if (server) throw new DatabaseOpenError(busyDatabase(settings.DATA_DIR, server));
  const database = await openConfiguredDatabase(settings);
  const { db } = database;
  // The command line acts as nobody in particular: its changes show as Washdesk's own in the audit log.
  const cliAudit = (action: string, id: number, after: unknown) =>
    recordChange(db, { userId: null, action, entity: 'account', entityId: id, after });
  try {
    switch (command as Command) {
      case 'add': {
        const user = await createUser(db, { login, password: password!, role: role!, name: values.name, email });
        await cliAudit('account.created', user.id, { login: user.login, role: user.role });
        return `added ${user.login} (${user.role}, id ${user.id})`;
      }
      case 'set-role': {
        // The old role's screens and live socket end with the sessions, as on the owner's screen.
        const user = await setRole(db, login, role!);
        await cliAudit('account.role', user.id, { role: user.role });
        return `${user.login} is now ${user.role}; all of their sessions are revoked`;
      }
      case 'set-password': {
        const user = await requireUser(db, login);
        await setPassword(db, user.id, password!);
        // A password set by the administrator is usually a reaction to a leak: old sessions end.
        await revokeSessions(db, user.id);
        await cliAudit('account.password_reset', user.id, { login: user.login });
        return `password of ${user.login} changed; all of their sessions are revoked`;
      }
      case 'disable': {
        const user = await disableUser(db, login);
        await cliAudit('account.disabled', user.id, { disabled: true });
        return `${user.login} disabled; all of their sessions are revoked`;
      }
      case 'list': {
        const rows = await listUsers(db);
        return rows.map((u) => [u.id, u.login, u.role, u.email ?? '-', u.disabledAt ? 'disabled' : 'active'].join('\t')).join('\n');
      }
    }
  } finally {
    await database.close();
  }
}

class UsageError extends Error {}

/** PGlite is one process's: while the server runs, it holds the embedded database. */
function busyDatabase(dataDir: string, pid: number): string {
  return [
    `The embedded database in ${dataDir} is in use by the running Washdesk server (process ${pid}).`,
    'Stop the server (Ctrl+C where it runs), run this command again, then start the server.',
    'While it runs, the owner manages accounts at /owner/accounts, and everyone changes their own password in «Настройки».',
  ].join('\n');
}

main(process.argv.slice(2))
  .then((out) => {
    console.log(out);
  })
  .catch((err: unknown) => {
    if (err instanceof UsageError) console.error(`${err.message}\n${USAGE}`);
    else if (err instanceof SettingsError || err instanceof Refused || err instanceof DatabaseOpenError) console.error(err.message);
    else if (err instanceof z.ZodError) console.error(err.issues.map((i) => i.message).join('\n'));
    else console.error(err);
    process.exitCode = 1;
  });
