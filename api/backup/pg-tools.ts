import { execFile, spawn } from 'node:child_process';

/** pg_dump or pg_restore is not installed (README «Резервные копии»: the PostgreSQL client). */
export class PgDumpMissingError extends Error {
  override name = 'PgDumpMissingError';
}

/**
 * The libpq environment for a connection URL: the password travels in the child's
 * environment, never on its command line, where any user of the box could read it (ps).
 */
export function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (u.hostname) env.PGHOST = decodeURIComponent(u.hostname.replace(/^\[|\]$/g, ''));
  if (u.port) env.PGPORT = u.port;
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  env.PGDATABASE = decodeURIComponent(u.pathname.replace(/^\//, ''));
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  const host = u.searchParams.get('host');
  if (host) env.PGHOST = host;
  return env;
}

/** The URL of another database on the same server (the scratch database a backup is verified in). */
export function databaseUrl(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/** The installed client's major version (pg_dump must be at least the server's), or a PgDumpMissingError. */
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

/** Runs pg_dump or pg_restore against `url`; rejects with its own words on stderr when it fails. */
export function runPgTool(tool: 'pg_dump' | 'pg_restore', args: string[], url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: libpqEnv(url), stdio: ['ignore', 'ignore', 'pipe'] });
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
