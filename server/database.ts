import type { Settings } from '../api/settings';
import { DatabaseOpenError, openConfiguredDatabase } from '../api/db/configured';
import { seedDemoBays } from '../api/seed/demo-bays';
import { seedDemoStorage } from '../api/seed/demo-storage';
import { seedDemoOrders } from '../api/seed/demo-orders';
import { seedDemoUsers, type DEMO_USERS } from '../api/seed/demo-users';
import { demoSeeded, isDemoPending, markDemoPendingIfNew } from '../api/seed/demo-pending';

export type OpenedDatabase = Awaited<ReturnType<typeof openConfiguredDatabase>>;

/**
 * The database of this process (embedded PGlite in DATA_DIR, or PostgreSQL with
 * DATABASE_URL), with the demo data a first start brings: on a new embedded database (or one
 * whose first start was cut short), or on PostgreSQL when SEED_DEMO=true asks for it.
 */
export async function openDatabase(
  settings: Settings,
): Promise<{ database: OpenedDatabase; seeded: boolean; demoUsers: typeof DEMO_USERS }> {
  if (!settings.DATABASE_URL) markDemoPendingIfNew(settings.DATA_DIR);
  let database: OpenedDatabase;
  try {
    database = await openConfiguredDatabase(settings);
  } catch (err) {
    if (!(err instanceof DatabaseOpenError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const seeded = settings.SEED_DEMO && (database.kind === 'postgres' || isDemoPending(settings.DATA_DIR));
  const demoUsers = seeded ? await seedDemoUsers(database.db) : [];
  if (seeded) await seedDemoOrders(database.db, { settings });
  if (seeded) await seedDemoBays(database.db);
  if (seeded) await seedDemoStorage(database.db, new Date(), settings.TZ_BUSINESS);
  // Seeded, or declined (SEED_DEMO=false): either way the marker goes, or a backup would carry
  // it to another box and seed the demo there into real books.
  if (database.kind === 'pglite') demoSeeded(settings.DATA_DIR);
  return { database, seeded, demoUsers };
}
