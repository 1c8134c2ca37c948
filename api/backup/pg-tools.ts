import { execFile, spawn } from 'node:child_process';
import type pg from 'pg';
import type { RunQuery } from './figures';

/** pg_dump or pg_restore is not installed, or older than the server (README «Резервные копии»). */
export class PgDumpMissingError extends Error {
  override name = 'PgDumpMissingError';
}

/** `scheme://` `user[:password]@` `rest` of a connection URL, the socket form (`postgres://u@/db?host=/run`) too. */
const URL_PARTS = /^(postgres(?:ql)?:\/\/)(?:([^@/]*)@)?(.*)$/;

/** The URL of another database on the same server (the scratch database a backup is verified in). */
export function databaseUrl(url: string, database: string): string {
  const m = URL_PARTS.exec(url);
  if (!m) throw new Error('DATABASE_URL is not a postgres:// URL');
  const rest = m[3]!.replace(/^([^/?]*)(?:\/[^?]*)?/, `$1/${database}`);
  return `${m[1]}${m[2] !== undefined ? `${m[2]}@` : ''}${rest}`;
}

/**
 * What pg_dump and pg_restore connect with: the URL without its password, which travels in
 * the child's environment (PGPASSWORD), never on its command line where any user of the box
 * could read it (ps). libpq reads the rest of the URL itself (a socket's `host=`, `sslmode`,
 * `sslrootcert`…); node-pg's own `ssl=true` is said in libpq's words.
 */
export function libpqTarget(url: string): { uri: string; env: NodeJS.ProcessEnv } {
  const m = URL_PARTS.exec(url);
  if (!m) throw new Error('DATABASE_URL is not a postgres:// URL');
  const [user, password] = (m[2] ?? '').split(/:(.*)/s, 2) as [string, string | undefined];
  const [path, query] = m[3]!.split(/\?(.*)/s, 2) as [string, string | undefined];
  const params = new URLSearchParams(query ?? '');
  const ssl = params.get('ssl');
  if (ssl !== null) {
    params.delete('ssl');
    if (!params.has('sslmode') && ssl !== 'false' && ssl !== '0') params.set('sslmode', 'require');
  }
  if (params.get('sslmode') === 'no-verify') params.set('sslmode', 'require');
  const search = params.toString();
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (password) env.PGPASSWORD = decodeURIComponent(password);
  return { uri: `${m[1]}${user ? `${user}@` : ''}${path}${search ? `?${search}` : ''}`, env };
}

/** The installed client's major version. */
export function pgToolVersion(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  return new Promise((resolve, reject) => {
    execFile(tool, ['--version'], (err, stdout) => {
      if (err) {
        reject(new PgDumpMissingError(`${tool} is not installed: apt-get install postgresql-client (the server's version or newer)`));
        return;
      }
      resolve(Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1] ?? 0));
    });
  });
}

/**
 * Runs pg_dump or pg_restore against the database of `url` (its only `--dbname`: the caller
 * names the target by the URL, never in `args`); rejects with its own words on stderr.
 */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  if (args.some((a) => a.startsWith('--dbname') || a === '-d')) throw new Error('the target database is named by its URL only');
  const { uri, env } = libpqTarget(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${uri}`], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      if (stderr.length < 4000) stderr += chunk;
    });
    child.on('error', (err) =>
      reject((err as NodeJS.ErrnoException).code === 'ENOENT' ? new PgDumpMissingError(`${tool} is not installed`) : err),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/** A node-pg client as the figures' `RunQuery` (rows only). */
export const runOnClient =
  (client: pg.Client): RunQuery =>
  async (statement) =>
    (await client.query(statement)).rows as Array<Record<string, unknown>>;
