import { sql } from 'drizzle-orm';
import type { Role } from '../contract/roles';
import type { Db } from '../db/database';
import { createUser, findUserByLogin } from '../auth/users';

/** The demo accounts of the embedded setup; README.md lists them. */
export const DEMO_USERS: ReadonlyArray<{ login: string; password: string; role: Role; name: string; email: string }> = [
  { login: 'master', password: 'master-demo', role: 'master', name: 'Мастер', email: 'master@washdesk.local' },
  { login: 'cashier', password: 'cashier-demo', role: 'cashier', name: 'Кассир', email: 'cashier@washdesk.local' },
  { login: 'display', password: 'display-demo', role: 'display', name: 'Табло', email: 'display@washdesk.local' },
];

/** Creates the demo users that are missing; returns those created. */
export async function seedDemoUsers(db: Db): Promise<typeof DEMO_USERS> {
  return db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL take turns (the second finds them).
    await tx.execute(sql`select pg_advisory_xact_lock(72634104)`);
    const created = [];
    for (const demo of DEMO_USERS) {
      if (await findUserByLogin(tx, demo.login)) continue;
      await createUser(tx, demo);
      created.push(demo);
    }
    return created;
  });
}
