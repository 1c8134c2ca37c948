import { redirect, type Session } from '@remix-run/node';
import { roleHome } from '#contract/roles';
import { otherAreaTarget, type Area } from './areas';
import { loginUrl } from './login-url';
import type { ServerArgs } from './server-args';
import { getSession, sessionUser, type SessionData, type SessionUser } from './session.server';

/**
 * The signed-in user of a page of `area` (app/utils/areas.ts). No session: to /log_in and
 * back after signing in; a user of another role: to their own home, or a refusal page in
 * the back office. This only steers people between screens: the API checks
 * the role again on every call (its own `requireRole`, api/http/).
 */
export async function requireArea(args: ServerArgs, area?: Area): Promise<{ user: SessionUser; session: Session<SessionData> }> {
  const session = await getSession(args);
  const user = sessionUser(session);
  if (!user) throw redirect(loginUrl(args.request));
  if (area && !area.admits(user.role)) {
    if (area.others === 'refuse') throw new Response(null, { status: 403 });
    throw redirect(otherAreaTarget(new URL(args.request.url).pathname, user.role, roleHome(user.role)));
  }
  return { user, session };
}
