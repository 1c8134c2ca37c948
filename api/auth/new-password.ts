import { invalid } from '../domain/refusal';
import { isCommonPassword } from './common-passwords';
import { DEMO_USERS } from './demo-accounts';

/**
 * The demo passwords are printed in the README and on the sign-in page of a fresh install:
 * anyone knows them. Set again, on any account, they open it to anyone; on a demo account
 * they also keep the server on this machine only at its next start (an outage for the
 * tablets and the TV). A change of case makes no new password of them either.
 */
const DEMO_PASSWORDS = new Set(DEMO_USERS.map((d) => d.password.toLowerCase()));

export function isDemoPassword(password: string): boolean {
  return DEMO_PASSWORDS.has(password.toLowerCase());
}

/** Why a new password is refused, if it is: published as a demo password, or among the most common. */
export function newPasswordRefusal(password: string): 'password_is_demo' | 'password_too_common' | undefined {
  if (isDemoPassword(password)) return 'password_is_demo';
  if (isCommonPassword(password)) return 'password_too_common';
  return undefined;
}

/**
 * Every way a password is set checks it here: registration, one's own change, the owner's
 * new account, a reset link (and `npm run users`, in its own words).
 */
export function assertNewPassword(password: string): void {
  const refusal = newPasswordRefusal(password);
  if (refusal) throw invalid(refusal);
}
