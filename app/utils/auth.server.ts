import { redirect } from '@remix-run/node';
import { roleHome } from '#contract/roles';
import type { AuthData } from '#contract/auth';
import { commitSession, getSession, sessionUser } from './session.server';
import { keepDevice } from './device.server';
import { safeRedirect } from './redirect';

/** Whether the visitor's last session was refused by the API (expired, revoked, disabled). */
export async function sessionExpired(request: Request): Promise<boolean> {
  return (await getSession(request)).get('expired') === true;
}

/** Public pages send a signed-in visitor to their role's home. */
export async function redirectSignedIn(request: Request): Promise<void> {
  const user = sessionUser(await getSession(request));
  if (user) throw redirect(roleHome(user.role));
}

/** After login or registration: the token goes into the cookie, the user to where they were going. */
export async function startSession(
  request: Request,
  auth: AuthData,
  options: { remember?: boolean; redirectTo?: FormDataEntryValue | null; device?: string },
) {
  const session = await getSession(request);
  session.set('token', auth.token);
  session.set('name', auth.name);
  session.set('role', auth.role);
  session.unset('expired');
  const target = safeRedirect(options.redirectTo) ?? roleHome(auth.role);
  const headers = new Headers();
  headers.append('Set-Cookie', await commitSession(session, request, options.remember));
  headers.append('Set-Cookie', await keepDevice(request, options.device));
  return redirect(target, { headers });
}
