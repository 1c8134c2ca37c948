import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { DEMO_USERS } from './demo-accounts';
import { verifyPassword } from './passwords';

/**
 * The demo passwords are printed in the README: while an active account still has its
 * demo password, anyone who reaches the server can sign in as it. The server then listens
 * on this machine only (unless HOST says otherwise), refuses to start in production on an
 * open address, and every signed-in screen says which accounts to fix.
 *
 * Checking costs one argon2 verification per demo account, so the answer is kept for a
 * minute, and forgotten at once when this process changes a password.
 */
const KEEP_MS = 60_000;
let cached: { at: number; logins: Promise<string[]> } | undefined;

export function loginsWithDemoPassword(db: Db, now = Date.now()): Promise<string[]> {
  if (cached && now - cached.at < KEEP_MS) return cached.logins;
  const logins = check(db);
  cached = { at: now, logins };
  logins.catch(() => (cached = undefined));
  return logins;
}

export function forgetDemoPasswordCheck(): void {
  cached = undefined;
}

async function check(db: Db): Promise<string[]> {
  const rows = await db
    .select({ login: users.login, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(inArray(users.login, DEMO_USERS.map((d) => d.login)));
  const still: string[] = [];
  for (const demo of DEMO_USERS) {
    const row = rows.find((r) => r.login === demo.login);
    if (row && !row.disabledAt && (await verifyPassword(row.passwordHash, demo.password))) still.push(demo.login);
  }
  return still;
}
