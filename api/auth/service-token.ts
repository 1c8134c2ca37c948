import { randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { issueToken } from './sessions';
import { createUser, findUserByLogin } from './users';

/** The account the live poller reads statistics and changes with; nobody knows its password. */
export const SERVICE_LOGIN = 'system-live';

/** A token for the process's own calls to the product API, renewed an hour before it expires. */
export function serviceTokens(db: Db): () => Promise<string> {
  let current: { token: string; expiresAt: Date } | undefined;
  return async () => {
    if (current && current.expiresAt.getTime() - Date.now() > 3_600_000) return current.token;
    const user =
      (await findUserByLogin(db, SERVICE_LOGIN)) ??
      (await createUser(db, { login: SERVICE_LOGIN, name: 'Live updates', role: 'master', password: randomBytes(24).toString('base64url') }));
    const issued = await issueToken(db, user);
    current = { token: issued.token, expiresAt: issued.expiresAt };
    return issued.token;
  };
}
