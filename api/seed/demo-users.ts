import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { DEMO_USERS } from '../auth/demo-accounts';
import { createUser, findUserByLogin } from '../auth/users';
import { LOCKS } from '../db/locks';

export { DEMO_USERS } from '../auth/demo-accounts';

/** Creates the demo users that are missing; returns those created. */
export async function seedDemoUsers(db: Db): Promise<typeof DEMO_USERS> {
  return db.transaction(async (tx) => {
    // Processes starting together on one PostgreSQL take turns (the second finds them).
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.demoUsers})`);
    const created = [];
    for (const demo of DEMO_USERS) {
      if (await findUserByLogin(tx, demo.login)) continue;
      await createUser(tx, demo);
      created.push(demo);
    }
    return created;
  });
}
