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

/**
 * Restores an embedded backup, read back from the disk, into a scratch database in memory,
 * as it was taken (a backup before a migration keeps the older schema), and compares its
 * figures with the source's at the moment of the copy. Throws BackupVerifyError when anything
 * differs. A restore brings it to this code's migrations (restore-embedded.ts).
 */
export async function verifyEmbeddedBackup(file: string, expected: BookFigures): Promise<void> {
  let copy: Database;
  try {
    copy = await openDatabase({ kind: 'pglite-memory', loadDataDir: new Blob([readFileSync(file)]), migrate: false });
  } catch (err) {
    throw new BackupVerifyError(`the copy does not open: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    const problems = figureDifferences(expected, await readFigures(runOn(copy)));
    if (problems.length) throw new BackupVerifyError('the copy differs from the database', problems);
  } finally {
    await copy.close();
  }
}
