import { redirect } from '@remix-run/node';
import { roleHome } from '#contract/roles';
import type { AuthData } from '#contract/auth';
import { commitSession, getSession, sessionUser } from './session.server';
import { keepDevice } from './device.server';
import { safeRedirect } from './redirect';
import type { ServerArgs } from './server-args';

/** Whether the visitor's last session was refused by the API (expired, revoked, disabled). */
export async function sessionExpired(args: ServerArgs): Promise<boolean> {
  return (await getSession(args)).get('expired') === true;
}

/** Public pages send a signed-in visitor to their role's home. */
export async function redirectSignedIn(args: ServerArgs): Promise<void> {
  const user = sessionUser(await getSession(args));
  if (user) throw redirect(roleHome(user.role));
}

/** After login or registration: the token goes into the cookie, the user to where they were going. */
export async function startSession(
  args: ServerArgs,
  auth: AuthData,
  options: { remember?: boolean; redirectTo?: FormDataEntryValue | null; device?: string },
) {
  const session = await getSession(args);
  session.set('token', auth.token);
  session.set('name', auth.name);
  session.set('role', auth.role);
  session.unset('expired');
  const target = safeRedirect(options.redirectTo) ?? roleHome(auth.role);
  const headers = new Headers();
  headers.append('Set-Cookie', await commitSession(session, args, options.remember));
  headers.append('Set-Cookie', await keepDevice(args, options.device));
  return redirect(target, { headers });
}
