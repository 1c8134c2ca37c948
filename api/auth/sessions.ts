import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { recordChange } from '../audit/record';
import type { Db } from '../db/database';
import { prepared } from '../db/prepared';
import { authTokens, users } from '../db/schema';
import { invalid, notSignedIn } from '../domain/refusal';
import { attemptSucceeded, countAttempt, countPasswordCheck, passwordCheckSucceeded, type Attempt } from './login-throttle';
import { decoyHash, verifyPassword } from './passwords';
import { hashToken, newToken, tokenExpiry } from './tokens';
import { findUserByLogin, setPassword, type User } from './users';

/** The answer never tells whether the login exists. */

export interface SignedIn {
  token: string;
  user: User;
  expiresAt: Date;
}

/**
 * `place` is where the attempt comes from: the client's address (the web app forwards its
 * visitor's) and the web app's device cookie; the sign-in limits count by it.
 */
export async function signIn(
  db: Db,
  login: string,
  password: string,
  remember = false,
  place: Omit<Attempt, 'login'> = { address: 'unknown' },
): Promise<SignedIn> {
  const user = await findUserByLogin(db, login);
  // Counted before the hash, so parallel guesses cannot slip past the limit, and under the
  // account's own login whether its login or its e-mail was typed (one account, one count).
  const counted = await countAttempt(db, { login: user ? user.login : login, ...place });
  // A missing login costs the same hash as a wrong password, and counts the same.
  const valid = user
    ? await verifyPassword(user.passwordHash, password)
    : await verifyPassword(await decoyHash(), password).then(() => false);
  if (!user || !valid || user.disabledAt) throw notSignedIn('bad_credentials');
  await attemptSucceeded(db, counted);
  return issueToken(db, user, remember);
}

export async function issueToken(db: Db, user: User, remember = false): Promise<SignedIn> {
  const token = newToken();
  const expiresAt = tokenExpiry(remember);
  await db.insert(authTokens).values({ userId: user.id, tokenHash: hashToken(token), remember, expiresAt });
  return { token, user, expiresAt };
}

export interface TokenOwner {
  user: User;
  tokenHash: string;
  expiresAt: Date;
}

/** The user behind a bearer token, or undefined when it is unknown, expired, revoked or disabled. */
// Every signed-in call asks it first (db/prepared.ts).
const tokenOwner = prepared((db) =>
  db
    .select({ user: users, expiresAt: authTokens.expiresAt })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, sql.placeholder('tokenHash')),
        isNull(authTokens.revokedAt),
        gt(authTokens.expiresAt, sql.placeholder('now')),
        isNull(users.disabledAt),
      ),
    )
    .prepare('token_owner'),
);

export async function resolveToken(db: Db, token: string): Promise<TokenOwner | undefined> {
  const tokenHash = hashToken(token);
  const [row] = await tokenOwner(db).execute({ tokenHash, now: new Date() });
  return row ? { user: row.user, tokenHash, expiresAt: row.expiresAt } : undefined;
}

export async function revokeToken(db: Db, tokenHash: string): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, tokenHash));
}

/** A changed password ends every other session of the user; the current one stays. */
export async function changePassword(db: Db, owner: TokenOwner, currentPassword: string, nextPassword: string): Promise<void> {
  // Counted before the check, like a sign-in, and forgotten once the right one is given.
  await countPasswordCheck(db, owner.user.id);
  if (!(await verifyPassword(owner.user.passwordHash, currentPassword))) {
    throw invalid('current_password_wrong');
  }
  await passwordCheckSucceeded(db, owner.user.id);
  await setPassword(db, owner.user.id, nextPassword);
  await recordChange(db, { userId: owner.user.id, action: 'account.password_changed', entity: 'account', entityId: owner.user.id });
  await revokeSessions(db, owner.user.id, owner.tokenHash);
}

/**
 * Ends every session of a user (but `keepTokenHash`, the one asking): after a password
 * change, a reset, or a password set by an administrator, an old token must not work.
 */
export async function revokeSessions(db: Db, userId: number, keepTokenHash?: string): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(authTokens.userId, userId), keepTokenHash ? ne(authTokens.tokenHash, keepTokenHash) : undefined, isNull(authTokens.revokedAt)),
    );
}
