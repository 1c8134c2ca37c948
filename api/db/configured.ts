import { mkdirSync } from 'node:fs';
import type { Settings } from '../contract/settings';
import type { Database } from './database';
import { lockDataDir } from './data-dir-lock';
import { openDatabase } from './open';

/**
 * PGlite in DATA_DIR unless DATABASE_URL points at PostgreSQL. The embedded directory is
 * locked for this process while it is open (see data-dir-lock.ts).
 */
export async function openConfiguredDatabase(settings: Pick<Settings, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Database> {
  if (settings.DATABASE_URL) return openDatabase({ kind: 'postgres', url: settings.DATABASE_URL });
  mkdirSync(settings.DATA_DIR, { recursive: true });
  const unlock = lockDataDir(settings.DATA_DIR);
  try {
    const database = await openDatabase({ kind: 'pglite', dataDir: settings.DATA_DIR });
    return {
      ...database,
      close: async () => {
        await database.close();
        unlock();
      },
    };
  } catch (err) {
    unlock();
    throw err;
  }
}
