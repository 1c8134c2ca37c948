import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { loginThrottle } from '../db/schema';
import { ApiError } from '../http/errors';

/**
 * Sign-in protection (OWASP ASVS 5.0, V6.3): failed sign-ins are counted per account at an
 * address, per address and per account. Past the free failures of a rule the next attempt
 * waits, twice as long after each further failure, up to the rule's cap. While it waits
 * the password is not even checked, and the answer is the same whether the login exists.
 *
 * - account at an address: 10 free, then 30 s, 1 min, 2 min … up to 15 min. This is the
 *   guesser at one machine.
 * - address: 30 free (a desk of several people behind one router), the same waits.
 * - account from anywhere: 50 free, waits capped at one minute: guessing from many
 *   addresses slows to about one try a minute, yet nobody can lock a real user out for
 *   longer than that by failing on purpose.
 *
 * Counts are forgotten after 15 quiet minutes; a successful sign-in forgets those of the
 * account (not of the address: one valid account must not reset a guesser's address).
 */
interface Rule {
  key: string;
  free: number;
  maxWaitMs: number;
}

const FIRST_WAIT_MS = 30_000;
const QUIET_MS = 15 * 60_000;

function rulesFor(login: string, address: string): Rule[] {
  const account = login.trim().toLowerCase();
  return [
    { key: `pair:${account}|${address}`, free: 10, maxWaitMs: 15 * 60_000 },
    { key: `address:${address}`, free: 30, maxWaitMs: 15 * 60_000 },
    { key: `account:${account}`, free: 50, maxWaitMs: 60_000 },
  ];
}

export function tooManyAttempts(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const text = seconds < 120 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин`;
  return new ApiError(429, `Слишком много неудачных попыток входа. Попробуйте через ${text}.`, seconds);
}

/** Throws 429 while any rule of this account and address makes the next attempt wait. */
export async function assertMayTry(db: Db, login: string, address: string, now = new Date()): Promise<void> {
  const keys = rulesFor(login, address).map((r) => r.key);
  const rows = await db.select({ blockedUntil: loginThrottle.blockedUntil }).from(loginThrottle).where(inArray(loginThrottle.key, keys));
  const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
  if (until > now.getTime()) throw tooManyAttempts(until - now.getTime());
}

/** Counts one failure under every rule, and sets the wait of each rule past its free failures. */
export async function recordFailure(db: Db, login: string, address: string, now = new Date()): Promise<void> {
  const quietSince = new Date(now.getTime() - QUIET_MS);
  for (const rule of rulesFor(login, address)) {
    // One statement per rule: concurrent failures each count (the row is locked by the upsert).
    const failures = sql`case when ${loginThrottle.lastFailureAt} < ${quietSince} then 1 else ${loginThrottle.failures} + 1 end`;
    const [row] = await db
      .insert(loginThrottle)
      .values({ key: rule.key, failures: 1, lastFailureAt: now })
      .onConflictDoUpdate({ target: loginThrottle.key, set: { failures, lastFailureAt: now } })
      .returning({ failures: loginThrottle.failures });
    const over = (row?.failures ?? 1) - rule.free;
    if (over >= 0) {
      const wait = Math.min(rule.maxWaitMs, FIRST_WAIT_MS * 2 ** Math.min(over, 20));
      await db
        .update(loginThrottle)
        .set({ blockedUntil: new Date(now.getTime() + wait) })
        .where(sql`${loginThrottle.key} = ${rule.key}`);
    }
  }
}

/** A successful sign-in forgets the failures of the account (at this address and anywhere). */
export async function recordSuccess(db: Db, login: string, address: string): Promise<void> {
  const [pair, , account] = rulesFor(login, address);
  await db.delete(loginThrottle).where(inArray(loginThrottle.key, [pair!.key, account!.key]));
}
