import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Role } from '../contract/roles';
import type { Db } from '../db/database';
import { authTokens, users } from '../db/schema';
import { conflict, notFound } from '../domain/refusal';
import { hashPassword } from './passwords';

export type User = typeof users.$inferSelect;

export interface NewUser {
  login: string;
  name?: string;
  email?: string | null;
  role: Role;
  password: string;
}

/** A user by login or e-mail, case-insensitive: people type either into 'Логин'. */
export async function findUserByLogin(db: Db, login: string): Promise<User | undefined> {
  const needle = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.login})`, needle), eq(sql`lower(${users.email})`, needle)))
    .orderBy(asc(users.id))
    .limit(1);
  return user;
}

export async function createUser(db: Db, input: NewUser): Promise<User> {
  const login = input.login.trim();
  const email = input.email?.trim() || null;
  const taken = await db
    .select({ login: users.login, email: users.email })
    .from(users)
    .where(
      or(eq(sql`lower(${users.login})`, login.toLowerCase()), email ? eq(sql`lower(${users.email})`, email.toLowerCase()) : undefined),
    );
  if (taken.some((u) => u.login.toLowerCase() === login.toLowerCase())) {
    throw conflict('login_taken');
  }
  if (taken.length > 0) throw conflict('email_taken');

  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({ login, name: input.name?.trim() || login, email, role: input.role, passwordHash })
    .returning();
  if (!user) throw new Error('insert returned no user');
  return user;
}

/** A new role ends every session of the user: a signed-in screen would keep the old role's areas. */
export async function setRole(db: Db, login: string, role: Role): Promise<User> {
  const user = await requireUser(db, login);
  return db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ role }).where(eq(users.id, user.id)).returning();
    await revokeAll(tx, user.id);
    return updated ?? user;
  });
}

export async function setPassword(db: Db, userId: number, password: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(eq(users.id, userId));
}

/** Disabling signs the user out everywhere at once: every token is revoked. */
export async function disableUser(db: Db, login: string): Promise<User> {
  const user = await requireUser(db, login);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ disabledAt: new Date() }).where(eq(users.id, user.id));
    await revokeAll(tx, user.id);
  });
  return user;
}

function revokeAll(tx: Db, userId: number) {
  return tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export function listUsers(db: Db): Promise<User[]> {
  return db.select().from(users).orderBy(asc(users.id));
}

export async function requireUser(db: Db, login: string): Promise<User> {
  const user = await findUserByLogin(db, login);
  if (!user) throw notFound('user_not_found', { login });
  return user;
}
