import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { openDatabase } from '../db/open';
import { figureDifferences, readFigures, type BookFigures, type RunQuery } from './figures';

/** A backup that did not restore to the books it was taken from; `problems` say what differed. */
export class BackupVerifyError extends Error {
  constructor(
    message: string,
    readonly problems: string[] = [],
  ) {
    super(problems.length ? `${message}: ${problems.slice(0, 5).join('; ')}` : message);
  }
}

/** Raw statements on a database the services use (drizzle over PGlite or PostgreSQL). */
export function runOn(database: Pick<Database, 'db'>): RunQuery {
  return async (statement) => {
    const result = (await database.db.execute(sql.raw(statement))) as unknown as { rows: Array<Record<string, unknown>> };
    return result.rows;
  };
}

type CopyOptions =
  { kind: 'pglite-memory'; loadDataDir: Blob; migrate: boolean } | { kind: 'pglite'; dataDir: string; loadDataDir: Blob; thread?: false };

/**
 * Opens a backup's copy (in memory, or unpacked into a data directory) and compares its
 * figures with `expected` as the copy was taken, before this code's migrations run, if they
 * run: a migration may change a figure on purpose (one recomputed the orders' totals), and a
 * good backup of an older release must not be refused for it. Throws BackupVerifyError when
 * the copy does not open, differs, or this release's migrations fail on it.
 */
export async function openCompared(options: CopyOptions, expected: BookFigures | null, differs: string): Promise<Database> {
  let compared = false;
  const compare = async (source: Pick<Database, 'db'>) => {
    compared = true;
    const problems = expected ? figureDifferences(expected, await readFigures(runOn(source))) : [];
    if (problems.length) throw new BackupVerifyError(differs, problems);
  };
  let copy: Database;
  try {
    copy = await openDatabase({ ...options, beforeMigrate: compare });
  } catch (err) {
    if (err instanceof BackupVerifyError) throw err;
    throw new BackupVerifyError(
      `the copy does not open, or this release's migrations fail on it: ${err instanceof Error ? err.message : String(err)}`,
    );
  }
  if (!compared) {
    try {
      await compare(copy);
    } catch (err) {
      await copy.close();
      throw err;
    }
  }
  return copy;
}

/**
 * Restores an embedded backup, read back from the disk, into a scratch database in memory
 * and compares its figures with the source's at the moment of the copy (openCompared). A
 * backup is verified as it was taken (`migrate: false`: one before a migration keeps the
 * older schema); before a restore the same check also runs this release's migrations on the
 * copy, so that a restore never finds out only after the old database is gone.
 */
export async function verifyEmbeddedBackup(file: string, expected: BookFigures, { migrate = false } = {}): Promise<void> {
  const copy = await openCompared(
    { kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(file)]), migrate },
    expected,
    'the copy differs from the database',
  );
  await copy.close();
}
