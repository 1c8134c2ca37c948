import { redirect, type AppLoadContext } from '@remix-run/node';
import { CALLS, callPath, type CallData, type CallInput, type CallName } from '#contract/calls';
import { errorEnvelopeSchema } from '#contract/envelope';
import type { ApiTransport } from '#contract/transport';
import { roleHome } from '#contract/roles';
import { refusalMessage } from './api-text';
import { otherAreaTarget, type Area } from './areas';
import { ApiUnavailableError } from './api-http.server';
import { expireSession, getSession, sessionUser, type SessionUser } from './session.server';

/**
 * The web app's one client of the product API (README.md 'Where things are'): every loader
 * and action calls it with the user's bearer token from the session cookie, through the
 * transport of its load context: the pipeline in this process, or HTTP to a remote API
 * (docs/decisions/017).
 */
export type ApiAnswer<T> = { ok: true; data: T } & ApiSaid<string | undefined> | ({ ok: false; status: number } & ApiSaid<string>);
/** What the API said beside the data: a stable code the screens translate, its Russian details, its params (docs/decisions/014). */
export interface ApiSaid<D> {
  details: D;
  code?: string;
  params?: Record<string, string | number>;
}

/** What a loader or action holds: its request, and the load context server.ts gives it. */
export interface ServerArgs {
  request: Request;
  context: AppLoadContext;
}

/** Who makes a call and for whom, besides its input. */
export interface CallOptions {
  token?: string;
  requestId?: string;
  /** The visitor's address, for the API's sign-in limits. */
  clientAddress?: string;
  /** Calls of one page or one poll share it (CallMeta.scope). */
  scope?: object;
}

export { ApiUnavailableError };

/** The input of a call, left out where the call takes none. */
export type CallArgs<N extends CallName> = Record<string, never> extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/**
 * One call of the contract's table (api/contract/calls.ts): its query, body and answer are
 * typed by the call's schemas. An answer from the pipeline of this process is the API's own
 * (held to the contract by the compiler, and parsed in development and tests); one over HTTP
 * from a remote API is parsed here with the call's answer schema.
 */
export async function callApi<N extends CallName>(transport: ApiTransport, name: N, input: CallInput<N> | undefined, options: CallOptions = {}): Promise<ApiAnswer<CallData<N>>> {
  const shape = CALLS[name];
  const given = (input ?? {}) as { params?: Record<string, string | number>; query?: Record<string, string | number | null | undefined>; body?: unknown };
  const answer = await transport({
    method: shape.method === 'get' ? 'GET' : 'POST',
    path: callPath(shape, given.params).slice(1),
    query: given.query,
    // A POST without a body of its own sends an empty one, as a form would.
    body: shape.method === 'post' ? (given.body ?? {}) : undefined,
    token: options.token,
    meta: { requestId: options.requestId, clientAddress: options.clientAddress, scope: options.scope },
  });
  if (answer.status >= 200 && answer.status < 300) {
    let envelope: { data?: unknown } & Partial<ApiSaid<string>>;
    if (answer.local) envelope = answer.body as typeof envelope;
    else {
      const parsed = shape.answer.safeParse(answer.body);
      if (!parsed.success) throw new Error(`product API answer of ${name} does not match the contract: ${parsed.error.message}`);
      envelope = parsed.data as typeof envelope;
    }
    return { ok: true, data: envelope.data as CallData<N>, details: envelope.details, code: envelope.code, params: envelope.params };
  }
  const error = errorEnvelopeSchema.safeParse(answer.body);
  if (!error.success) return { ok: false, status: answer.status, details: '' };
  return { ok: false, status: answer.status, details: error.data.details, code: error.data.code, params: error.data.params };
}

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
export async function apiFor({ request, context }: ServerArgs, area?: Area): Promise<Api> {
  const session = await getSession(request);
  const user = sessionUser(session);
  if (!user) throw redirect(loginUrl(request));
  // A page of a role's area holds its own guard: a user of another role goes home.
  if (area && !area(user.role)) throw redirect(otherAreaTarget(new URL(request.url).pathname, user.role, roleHome(user.role)));
  // The cookie keeps a mark that the session ended, and the sign-in page says so.
  const signOut = async () => redirect(loginUrl(request), { headers: { 'Set-Cookie': await expireSession(session, request) } });

  return {
    user,
    call: async (name, ...[input]) => {
      const answer = await callApi(context.api, name, input, { token: user.token });
      if (!answer.ok && answer.status === 401) throw await signOut();
      return answer;
    },
  };
}

export function loginUrl(request: Request): string {
  const url = new URL(request.url);
  // Data requests of single fetch end in .data, and a form posts to its route with ?index
  // or _data; the user should come back to the page itself.
  url.searchParams.delete('index');
  url.searchParams.delete('_data');
  url.searchParams.delete('_routes');
  const search = url.searchParams.toString();
  const here = `${url.pathname}${search ? `?${search}` : ''}`;
  const page = here.replace(/\.data(\?|$)/, '$1').replace(/^\/_root$/, '/');
  const params = new URLSearchParams();
  // A resource route (a list's suggestions, a quote) answers data, not a page to come back to.
  if (page !== '/' && !page.startsWith('/log_in') && !page.startsWith('/resources/')) params.set('redirectTo', page);
  const query = params.toString();
  return query ? `/log_in?${query}` : '/log_in';
}

/** Loader data the screen cannot do without: a refusal becomes the error boundary's status. */
export function dataOrThrow<T>(answer: ApiAnswer<T>): T {
  if (answer.ok) return answer.data;
  throw new Response(refusalMessage(answer), { status: answer.status });
}
