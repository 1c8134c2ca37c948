import { redirect } from '@remix-run/node';
import type { CallData, CallName } from '#contract/calls';
import { callApi, type ApiAnswer, type CallArgs } from '#contract/client';
import { refusalMessage } from './api-text';
import type { Area } from './areas';
import type { ServerArgs } from './server-args';
import { requireArea } from './area-guard.server';
import { loginUrl } from './login-url';
import { expireSession, type SessionUser } from './session.server';

/**
 * The web app's one client of the product API (README.md 'Where things are'): every loader
 * and action calls it with the user's bearer token from the session cookie, through the
 * transport of its load context: the pipeline in this process, or HTTP to a remote API
 * (docs/decisions/017).
 */
export { isApiUnavailable } from '#contract/transport';
export { callApi, type ApiAnswer, type ApiSaid } from '#contract/client';

export type { ServerArgs };

export interface Api {
  user: SessionUser;
  /** A call of the product API as the signed-in user: `api.call('order/list', { query: { status: 'all' } })`. */
  call<N extends CallName>(name: N, ...input: CallArgs<N>): Promise<ApiAnswer<CallData<N>>>;
}

/**
 * A client bound to the signed-in user, of `area` when given. No session: to /log_in. A 401 from the API (token
 * expired, revoked, user disabled) clears the session and sends the user to
 * /log_in?redirectTo=<where they were>, so they come back after signing in.
 */
export async function apiFor(args: ServerArgs, area?: Area): Promise<Api> {
  const { user, session } = await requireArea(args, area);
  // The cookie keeps a mark that the session ended, and the sign-in page says so.
  const signOut = async () => redirect(loginUrl(args.request), { headers: { 'Set-Cookie': await expireSession(session, args) } });

  return {
    user,
    call: async (name, ...[input]) => {
      // The visitor's address too: a staff screen's calls of the customers' limited calls (the free
      // times) count against its own address, not one bucket shared by every screen of the shop.
      const answer = await callApi(args.context.api, name, input, { token: user.token, clientAddress: args.context.clientAddress });
      if (!answer.ok && answer.status === 401) throw await signOut();
      return answer;
    },
  };
}

/** Loader data the screen cannot do without: a refusal becomes the error boundary's status. */
export function dataOrThrow<T>(answer: ApiAnswer<T>): T {
  if (answer.ok) return answer.data;
  throw new Response(refusalMessage(answer), { status: answer.status });
}
