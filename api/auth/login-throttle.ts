import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, or, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { LOCKS } from '../db/locks';
import { loginKnown, loginThrottle } from '../db/schema';
import { Refused } from '../domain/refusal';

/**
 * Sign-in protection (OWASP ASVS 5.0, V6.3). Every attempt is counted under the rules that
 * apply to it BEFORE its password is checked, in one transaction that locks the rules' rows,
 * so a burst of parallel requests is counted one by one on both databases: at most `free`
 * passwords of a rule are ever checked before it makes the next attempt wait. While a wait
 * runs the password is not checked at all, and the answer is the same whether the login
 * exists. A successful attempt then takes its own count back.
 *
 * The rules (waits: 30 s, doubling after each further failure, up to the cap):
 * - account at an address: 10 free, up to 15 min. The guesser at one machine.
 * - address: 30 free, up to 15 min. One machine trying many accounts; a desk of several
 *   people behind one router still has room.
 * - account from anywhere: 50 free, up to 1 min. Guessing from many addresses slows to
 *   about one try a minute.
 * - account on a known device: 10 free, up to 15 min.
 *
 * Nobody can be locked out from elsewhere: a device (the web app's device cookie) where the
 * account signed in before answers only to its own rule, and a known address skips the
 * account-wide rule. Counts are forgotten after 15 quiet minutes and swept from the table;
 * a place is forgotten 90 days after its last sign-in.
 */
interface Rule {
  key: string;
  free: number;
  maxWaitMs: number;
}

export interface Attempt {
  login: string;
  /** The client's address (the web app forwards its visitor's). */
  address: string;
  /** The web app's device cookie, when the browser has one. */
  device?: string;
}

/** What an attempt was counted under, to settle it after the password check. */
export interface CountedAttempt {
  attempt: Attempt;
  rules: Rule[];
}

const FIRST_WAIT_MS = 30_000;
const QUIET_MS = 15 * 60_000;
const KNOWN_FOR_MS = 90 * 24 * 3_600_000;
const SWEEP_EVERY_MS = 60_000;

const account = (login: string) => login.trim().toLowerCase();
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');
const deviceKey = (a: Attempt) => (a.device ? digest(`device|${account(a.login)}|${a.device}`) : undefined);
const addressKey = (a: Attempt) => digest(`address|${account(a.login)}|${a.address}`);

const pairRule = (a: Attempt): Rule => ({ key: `pair:${account(a.login)}|${a.address}`, free: 10, maxWaitMs: 15 * 60_000 });
const addressRule = (a: Attempt): Rule => ({ key: `address:${a.address}`, free: 30, maxWaitMs: 15 * 60_000 });
const accountRule = (a: Attempt): Rule => ({ key: `account:${account(a.login)}`, free: 50, maxWaitMs: 60_000 });
const deviceRule = (a: Attempt): Rule => ({ key: `device:${deviceKey(a)}`, free: 10, maxWaitMs: 15 * 60_000 });

type Throttled = 'sign_in_throttled' | 'password_change_throttled' | 'register_throttled' | 'reset_throttled';

export function tooManyAttempts(waitMs: number, what: Throttled = 'sign_in_throttled'): Refused {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const wait = seconds < 120 ? { n: seconds, unit: 'seconds' } : { n: Math.ceil(seconds / 60), unit: 'minutes' };
  return new Refused('too_many', what, wait, seconds);
}

/** The rules an attempt answers to, by where it comes from. */
async function rulesFor(db: Db, attempt: Attempt, now: Date): Promise<Rule[]> {
  const recent = new Date(now.getTime() - KNOWN_FOR_MS);
  const device = deviceKey(attempt);
  const keys = device ? [device, addressKey(attempt)] : [addressKey(attempt)];
  const known = await db
    .select({ key: loginKnown.key })
    .from(loginKnown)
    .where(and(inArray(loginKnown.key, keys), sql`${loginKnown.lastSuccessAt} > ${recent}`));
  const knownKeys = new Set(known.map((k) => k.key));
  if (device && knownKeys.has(device)) return [deviceRule(attempt)];
  if (knownKeys.has(addressKey(attempt))) return [pairRule(attempt), addressRule(attempt)];
  return [pairRule(attempt), addressRule(attempt), accountRule(attempt)];
}

/** Counts this sign-in under each of its rules, before the password is checked (see countUnder). */
export async function countAttempt(db: Db, attempt: Attempt, now = new Date()): Promise<CountedAttempt> {
  await sweep(db, now);
  const rules = await rulesFor(db, attempt, now);
  await countUnder(db, rules, now);
  return { attempt, rules };
}

/**
 * Counts one attempt under each rule, or throws 429 (counting nothing) while any of them
 * makes it wait. Rows are locked in key order, so concurrent attempts queue instead of
 * deadlocking, and each is counted.
 */
async function countUnder(db: Db, unsorted: Rule[], now: Date, what: Throttled = 'sign_in_throttled'): Promise<void> {
  const rules = [...unsorted].sort((a, b) => a.key.localeCompare(b.key));
  const quietSince = now.getTime() - QUIET_MS;
  await db.transaction(async (tx) => {
    await oneAtATime(tx);
    const rows = [];
    for (const rule of rules) {
      await tx.insert(loginThrottle).values({ key: rule.key, failures: 0, lastFailureAt: now }).onConflictDoNothing();
      const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, rule.key)).for('update');
      rows.push(row!);
    }
    const until = Math.max(0, ...rows.map((r) => r.blockedUntil?.getTime() ?? 0));
    if (until > now.getTime()) throw tooManyAttempts(until - now.getTime(), what);
    for (const [i, rule] of rules.entries()) {
      const row = rows[i]!;
      const failures = row.lastFailureAt.getTime() < quietSince ? 1 : row.failures + 1;
      const over = failures - rule.free;
      const blockedUntil = over >= 0 ? new Date(now.getTime() + Math.min(rule.maxWaitMs, FIRST_WAIT_MS * 2 ** Math.min(over, 20))) : null;
      await tx.update(loginThrottle).set({ failures, lastFailureAt: now, blockedUntil }).where(eq(loginThrottle.key, rule.key));
    }
  });
}

/**
 * A password change checks the current password: 5 wrong ones in a row make the next try
 * wait, so a session left open on a shared tablet cannot be used to guess it.
 */
export async function countPasswordCheck(db: Db, userId: number, now = new Date()): Promise<void> {
  await countUnder(db, [{ key: `password-change:${userId}`, free: 5, maxWaitMs: 15 * 60_000 }], now, 'password_change_throttled');
}

export async function passwordCheckSucceeded(db: Db, userId: number): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, `password-change:${userId}`));
}

/**
 * Registration (when switched on) answers whether a login or e-mail is taken, as a person
 * signing up needs to know: 10 tries per address, then waits, keep it from being a fast
 * way to list the accounts.
 */
export function countRegistration(db: Db, address: string, now = new Date()): Promise<void> {
  return countPerAddress(db, 'register', address, now);
}

/**
 * A password reset asked for (docs/decisions/028): 10 requests per address, then waits, so
 * that one machine cannot flood the background lookups and the mails behind them and crowd
 * out other people's requests. The mails themselves are paced per account, whoever asks.
 */
export function countResetRequest(db: Db, address: string, now = new Date()): Promise<void> {
  return countPerAddress(db, 'reset', address, now);
}

/** A public request of one kind from one address: 10 free, then waits of up to 15 minutes. */
async function countPerAddress(db: Db, kind: 'register' | 'reset', address: string, now: Date): Promise<void> {
  await sweep(db, now);
  await countUnder(db, [{ key: `${kind}:${address}`, free: 10, maxWaitMs: 15 * 60_000 }], now, `${kind}_throttled`);
}

/**
 * The password was right: the account's counts are forgotten, the address takes this
 * attempt back (one valid account must not wipe a guesser's address), and the device and
 * address are remembered as places this account signs in from.
 */
export async function attemptSucceeded(db: Db, counted: CountedAttempt, now = new Date()): Promise<void> {
  const { attempt } = counted;
  const address = addressRule(attempt);
  const accountKeys = counted.rules.map((r) => r.key).filter((k) => k !== address.key);
  await db.transaction(async (tx) => {
    await oneAtATime(tx);
    if (accountKeys.length) await tx.delete(loginThrottle).where(inArray(loginThrottle.key, accountKeys));
    if (counted.rules.some((r) => r.key === address.key)) {
      await tx
        .update(loginThrottle)
        .set({
          failures: sql`greatest(${loginThrottle.failures} - 1, 0)`,
          blockedUntil: sql`case when ${loginThrottle.failures} - 1 < ${address.free} then null else ${loginThrottle.blockedUntil} end`,
        })
        .where(eq(loginThrottle.key, address.key));
    }
    const places = [addressKey(attempt), deviceKey(attempt)].filter((k): k is string => Boolean(k));
    for (const key of places) {
      await tx
        .insert(loginKnown)
        .values({ key, lastSuccessAt: now })
        .onConflictDoUpdate({ target: loginKnown.key, set: { lastSuccessAt: now } });
    }
  });
}

/**
 * The counts change one sign-in at a time. A success forgets some rows and lowers another
 * while attempts insert and lock them again: ordering the rows was not enough, and ten
 * tablets behind one router signing in at once deadlocked on PostgreSQL (answered 500).
 * Each of these transactions is a few statements, so taking turns costs nothing a person feels.
 */
async function oneAtATime(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.loginThrottle})`);
}

let lastSweep = 0;
/** Forgets quiet counts and old places, at most once a minute per process. */
async function sweep(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastSweep < SWEEP_EVERY_MS && now.getTime() >= lastSweep) return;
  lastSweep = now.getTime();
  const quietSince = new Date(now.getTime() - QUIET_MS);
  await db
    .delete(loginThrottle)
    .where(and(lt(loginThrottle.lastFailureAt, quietSince), or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, now))));
  await db.delete(loginKnown).where(lt(loginKnown.lastSuccessAt, new Date(now.getTime() - KNOWN_FOR_MS)));
}
