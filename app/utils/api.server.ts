import { redirect, type AppLoadContext } from '@remix-run/node';
import type { z } from 'zod';
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

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  token?: string;
  requestId?: string;
  /** The visitor's address, for the API's sign-in limits. */
  clientAddress?: string;
}

export { ApiUnavailableError };

/** The `data` of an envelope schema's answer (undefined for answers without data). */
export type DataOf<S extends z.ZodType> = z.output<S> extends { data: infer D } ? D : undefined;

/** One call; parses the success answer with the contract schema. */
export async function callApi<S extends z.ZodType>(transport: ApiTransport, path: string, schema: S, options: CallOptions = {}): Promise<ApiAnswer<DataOf<S>>> {
  const answer = await transport({
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    path,
    query: options.query,
    body: options.body,
    token: options.token,
    meta: { requestId: options.requestId, clientAddress: options.clientAddress },
  });
  if (answer.status >= 200 && answer.status < 300) {
    const parsed = schema.safeParse(answer.body);
    if (!parsed.success) throw new Error(`product API answer of ${path} does not match the contract: ${parsed.error.message}`);
    const envelope = parsed.data as { data?: unknown } & Partial<ApiSaid<string>>;
    return { ok: true, data: envelope.data as DataOf<S>, details: envelope.details, code: envelope.code, params: envelope.params };
  }
  const error = errorEnvelopeSchema.safeParse(answer.body);
  if (!error.success) return { ok: false, status: answer.status, details: '' };
  return { ok: false, status: answer.status, details: error.data.details, code: error.data.code, params: error.data.params };
}

export interface Api {
  user: SessionUser;
  get<S extends z.ZodType>(path: string, schema: S, query?: CallOptions['query']): Promise<ApiAnswer<DataOf<S>>>;
  post<S extends z.ZodType>(path: string, body: unknown, schema: S): Promise<ApiAnswer<DataOf<S>>>;
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

  const call = async <S extends z.ZodType>(path: string, schema: S, options: CallOptions) => {
    const answer = await callApi(context.api, path, schema, { ...options, token: user.token });
    if (!answer.ok && answer.status === 401) throw await signOut();
    return answer;
  };
  return {
    user,
    get: (path, schema, query) => call(path, schema, { query }),
    post: (path, body, schema) => call(path, schema, { method: 'POST', body }),
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
