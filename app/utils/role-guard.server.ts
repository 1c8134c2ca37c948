import { redirect } from '@remix-run/node';
import { roleHome, type Role } from '#contract/roles';
import { loginUrl } from './api.server';
import { otherAreaTarget } from './areas';
import { getSession, sessionUser, type SessionUser } from './session.server';

/**
 * A role's area: others are sent to their own home (docs/screens.md section 2: a master sees
 * /master, any other role /cashier). The API checks roles again on every call.
 */
export async function requireRole(request: Request, allowed: (role: Role) => boolean): Promise<SessionUser> {
  const user = sessionUser(await getSession(request));
  if (!user) throw redirect(loginUrl(request));
  if (!allowed(user.role)) throw redirect(otherAreaTarget(new URL(request.url).pathname, user.role, roleHome(user.role)));
  return user;
}

export { isCashierArea, isMaster } from './areas';
