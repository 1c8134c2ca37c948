import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { users } from '../db/schema';
import { DEMO_USERS } from './demo-accounts';
import { verifyPassword } from './passwords';

/**
 * The demo passwords are printed in the README: while an active account still has its
 * demo password, anyone who reaches the server can sign in as it. The server then listens
 * on this machine only (unless HOST says otherwise), refuses to start in production on an
 * open address, the sign-in page of this machine names the accounts, and every signed-in
 * staff screen says which accounts to fix (docs/decisions/012, 028).
 *
 * The accounts' rows are read every time (the live layer does so at each poll, so a change
 * made by another process, `npm run users` included, shows at once); the argon2 check costs
 * one verification per demo account, so its verdict is kept per password hash: a hash that
 * did not change gives the same answer, and a new password is a new hash.
 */
const verdicts = new Map<string, Promise<boolean>>();
const KEEP_VERDICTS = 64;

function isDemoHash(hash: string, password: string): Promise<boolean> {
  const key = `${password}\u0000${hash}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    if (verdicts.size >= KEEP_VERDICTS) verdicts.clear();
    verdict = verifyPassword(hash, password);
    verdicts.set(key, verdict);
  }
  return verdict;
}

// Read on every signed-in page and at every poll (db/prepared.ts).
const demoRows = prepared((db) =>
  db
    .select({ login: users.login, passwordHash: users.passwordHash, disabledAt: users.disabledAt })
    .from(users)
    .where(
      inArray(
        users.login,
        DEMO_USERS.map((d) => d.login),
      ),
    )
    .prepare('demo_accounts'),
);

export async function loginsWithDemoPassword(db: Db): Promise<string[]> {
  const rows = await demoRows(db).execute();
  // The verifications side by side (each is argon2's work on libuv's threads): one after
  // another they were some 0.7 s of a start on a 2-core VM.
  const verdicts = await Promise.all(
    DEMO_USERS.map((demo) => {
      const row = rows.find((r) => r.login === demo.login);
      return row && !row.disabledAt ? isDemoHash(row.passwordHash, demo.password) : false;
    }),
  );
  return DEMO_USERS.filter((_, i) => verdicts[i]).map((demo) => demo.login);
}

/**
 * The owner's own demo password is news for the owner only: staff are not told the back office is
 * open. The wall's account is told nothing: its screen faces the customers and shows no warning,
 * and whoever holds its password should not learn which other doors are still open.
 */
export function demoLoginsFor(role: string | undefined, logins: readonly string[]): string[] {
  if (role === 'display') return [];
  return role === undefined || role === 'owner' ? [...logins] : logins.filter((login) => login !== 'owner');
}
