import { randomInt } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { OwnerAccount } from '../contract/owner-accounts';
import type { Role } from '../contract/roles';
import type { Db } from '../db/database';
import { users } from '../db/schema';
import { refusal, type Refusal } from '../contract/refusals';
import { conflict, notFound } from '../domain/refusal';
import { assertNewPassword } from '../auth/new-password';
import { refusalText } from '../domain/refusal-text';
import { revokeSessions } from '../auth/sessions';
import { createUser, setPassword, type User } from '../auth/users';
import { recordChange } from '../audit/record';

/**
 * Every account, the disabled ones too, as the owner's list shows them, with what `ownerId`
 * may do with each: the same rules the calls refuse by (refuseSelf, refuseLastOwner).
 */
export async function ownerAccounts(db: Db, ownerId: number): Promise<OwnerAccount[]> {
  const rows = await db.select().from(users).orderBy(asc(users.login));
  const activeOwners = rows.filter((u) => u.role === 'owner' && u.disabledAt === null).length;
  return rows.map((u) => {
    const self = u.id === ownerId;
    const lastOwner = u.role === 'owner' && u.disabledAt === null && activeOwners <= 1;
    const why: Refusal | undefined = self ? refusal('account_self') : lastOwner ? refusal('last_owner') : undefined;
    return {
      id: u.id,
      login: u.login,
      name: u.name,
      email: u.email,
      role: u.role,
      disabled: u.disabledAt !== null,
      created_at: u.createdAt.toISOString(),
      can_change_role: !self && !lastOwner,
      can_reset_password: !self,
      // Enabling is refused to nobody; disabling is refused for oneself and the last active owner.
      can_disable: u.disabledAt !== null || (!self && !lastOwner),
      refusal: why ? { code: why.code, details: refusalText(why), params: why.params ?? {} } : null,
    };
  });
}

// No look-alikes (0/O, 1/l/I): the owner reads it out or writes it down for a colleague.
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A made-up password: 14 characters of 56, about 81 bits, easy to read and type. */
export function madeUpPassword(): string {
  return Array.from({ length: 14 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

const audited = (u: Pick<User, 'login' | 'name' | 'email' | 'role'>) => ({
  login: u.login,
  name: u.name,
  email: u.email,
  role: u.role,
});

async function accountOf(db: Db, id: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('account_not_found', { id });
  return user;
}

/** A new account with the same rules as `npm run users`; without a password one is made up and answered once. */
export async function createAccount(
  db: Db,
  ownerId: number,
  input: {
    login: string;
    name: string;
    email?: string;
    role: Role;
    password?: string;
  },
): Promise<{ id: number; password: string | null }> {
  if (input.password) assertNewPassword(input.password);
  const password = input.password ?? madeUpPassword();
  return db.transaction(async (tx) => {
    const user = await createUser(tx, {
      login: input.login,
      name: input.name,
      email: input.email ?? null,
      role: input.role,
      password,
    });
    await recordChange(tx, {
      userId: ownerId,
      action: 'account.created',
      entity: 'account',
      entityId: user.id,
      after: audited(user),
    });
    return { id: user.id, password: input.password ? null : password };
  });
}

/** An owner never takes away their own access: another owner must do it. */
function refuseSelf(ownerId: number, id: number): void {
  if (ownerId === id) throw conflict('account_self');
}

/**
 * The business always keeps an active owner: the active owners are locked, so two owners
 * taking each other's role at the same moment cannot both succeed.
 */
async function refuseLastOwner(tx: Db, target: User): Promise<void> {
  if (target.role !== 'owner' || target.disabledAt !== null) return;
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'owner'), isNull(users.disabledAt)))
    .for('update');
  if (owners.filter((o) => o.id !== target.id).length === 0) throw conflict('last_owner');
}

/** A new role; the account's sessions end, so its screens open again in the new role's area. Answers the login. */
export async function changeRole(db: Db, ownerId: number, id: number, role: Role): Promise<string> {
  refuseSelf(ownerId, id);
  return db.transaction(async (tx) => {
    const before = await accountOf(tx, id);
    if (before.role === role) return before.login;
    await refuseLastOwner(tx, before);
    await tx.update(users).set({ role }).where(eq(users.id, id));
    await revokeSessions(tx, id);
    await recordChange(tx, {
      userId: ownerId,
      action: 'account.role',
      entity: 'account',
      entityId: id,
      before: { role: before.role },
      after: { role },
    });
    return before.login;
  });
}

/** A made-up password, answered once with the account's login; every session of the account ends. */
export async function resetAccountPassword(db: Db, ownerId: number, id: number): Promise<{ password: string; login: string }> {
  // One's own password is changed in «Настройки» with the current one: a reset here would end
  // the session asking, before the new password could be read.
  refuseSelf(ownerId, id);
  const password = madeUpPassword();
  const login = await db.transaction(async (tx) => {
    const user = await accountOf(tx, id);
    await setPassword(tx, user.id, password);
    await revokeSessions(tx, user.id);
    // The password itself is never written anywhere but as its hash.
    await recordChange(tx, {
      userId: ownerId,
      action: 'account.password_reset',
      entity: 'account',
      entityId: id,
      after: { login: user.login },
    });
    return user.login;
  });
  return { password, login };
}

/** Disabled: every session ends at once and sign-in is refused. Enabled again: the old password works. Answers the login. */
export async function setDisabled(db: Db, ownerId: number, id: number, disabled: boolean): Promise<string> {
  if (disabled) refuseSelf(ownerId, id);
  return db.transaction(async (tx) => {
    const before = await accountOf(tx, id);
    if ((before.disabledAt !== null) === disabled) return before.login;
    if (disabled) await refuseLastOwner(tx, before);
    await tx
      .update(users)
      .set({ disabledAt: disabled ? new Date() : null })
      .where(eq(users.id, id));
    if (disabled) await revokeSessions(tx, id);
    await recordChange(tx, {
      userId: ownerId,
      action: disabled ? 'account.disabled' : 'account.enabled',
      entity: 'account',
      entityId: id,
      before: { disabled: !disabled },
      after: { disabled },
    });
    return before.login;
  });
}
