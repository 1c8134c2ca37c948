import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { callApi } from '~/utils/api.server';
import { destroySession, getSession, sessionUser } from '~/utils/session.server';

/** 'Выйти': revokes the token at the API, clears the cookie, goes to /log_in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession({ request, context });
  const user = sessionUser(session);
  if (user) {
    // Signing out must work even when the API is down or the token already expired.
    await callApi(context.api, 'logout', undefined, { token: user.token }).catch(() => undefined);
  }
  return redirect('/log_in', { headers: { 'Set-Cookie': await destroySession(session, { request, context }) } });
}

/** GET never changes state: a visit to /logout just goes home. */
export function loader() {
  return redirect('/');
}
