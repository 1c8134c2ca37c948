import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Settings } from '../settings';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './open';
import { unfinishedRestore, unfinishedRestoreMessage } from './restore-marker';
import { seedReferenceData } from '../seed/reference-data';

/**
 * PGlite in DATA_DIR unless DATABASE_URL points at PostgreSQL, migrated and with the
 * reference data in place. The embedded directory is locked for this process while it is
 * open (see data-dir-lock.ts).
 */
export async function openConfiguredDatabase(settings: Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (settings.DATABASE_URL) {
    const database = await openDatabase({ kind: 'postgres', url: settings.DATABASE_URL });
    await seedReferenceData(database.db);
    return database;
  }
  mkdirSync(settings.DATA_DIR, { recursive: true });
  const restoring = unfinishedRestore(settings.DATA_DIR);
  if (restoring) throw new DatabaseOpenError(unfinishedRestoreMessage(path.resolve(settings.DATA_DIR), restoring));
  let unlock: () => void;
  try {
    unlock = lockDataDir(settings.DATA_DIR);
  } catch (err) {
    throw new DatabaseOpenError(err instanceof Error ? err.message : String(err));
  }
  try {
    // On a thread of its own: statements no longer stop the rest of the process (decision 019).
    const database = await openDatabase({ kind: 'pglite', dataDir: settings.DATA_DIR, thread: true });
    await seedReferenceData(database.db);
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw new DatabaseOpenError(
      `The embedded database in ${settings.DATA_DIR} cannot be opened: ${err instanceof Error ? err.message : String(err)}. ` +
        'Stop every other Washdesk process using it; if the directory is damaged, move it aside (a new database is created) or ' +
        'point DATA_DIR at a good copy.',
    );
  }
}

/** Opening failed for a reason the person starting the server has to act on. */
export class DatabaseOpenError extends Error {}
