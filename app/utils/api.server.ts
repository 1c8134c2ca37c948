import { redirect } from '@remix-run/node';
import type { z } from 'zod';
import { errorEnvelopeSchema } from '#contract/envelope';
import { roleHome } from '#contract/roles';
import { refusalMessage } from './api-text';
import { otherAreaTarget, type Area } from './areas';
import { env } from './env.server';
import { expireSession, getSession, sessionUser, type SessionUser } from './session.server';

/**
 * The web app's one client of the product API (README.md 'Where things are'): every loader and action
 * calls the API over HTTP with the user's bearer token from the session cookie.
 */
export type ApiAnswer<T> = { ok: true; data: T } & ApiSaid<string | undefined> | ({ ok: false; status: number } & ApiSaid<string>);
/** What the API said beside the data: a stable code the screens translate, its Russian details, its params (docs/decisions/014). */
export interface ApiSaid<D> {
  details: D;
  code?: string;
  params?: Record<string, string | number>;
}

interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  token?: string;
  requestId?: string;
  /** The visitor's address, forwarded for the API's sign-in limits. */
  clientAddress?: string;
}

export class ApiUnavailableError extends Error {}

/** The `data` of an envelope schema's answer (undefined for answers without data). */
export type DataOf<S extends z.ZodType> = z.output<S> extends { data: infer D } ? D : undefined;

/** One HTTP call; parses the success answer with the contract schema. */
export async function callApi<S extends z.ZodType>(path: string, schema: S, options: CallOptions = {}): Promise<ApiAnswer<DataOf<S>>> {
  const url = new URL(`${env().PRODUCT_API_URL}/${path.replace(/^\//, '')}`);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value));
  }
  // No gzip between the web app and the API: on one machine (or one data centre) it only
  // costs CPU twice, to pack and unpack every answer.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'identity' };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.requestId) headers['X-Request-Id'] = options.requestId;
  if (options.clientAddress) headers['X-Forwarded-For'] = options.clientAddress;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (cause) {
    throw new ApiUnavailableError(`product API unreachable at ${url.origin}`, { cause });
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new Error(`product API answer of ${path} does not match the contract: ${parsed.error.message}`);
    const envelope = parsed.data as { data?: unknown } & Partial<ApiSaid<string>>;
    return { ok: true, data: envelope.data as DataOf<S>, details: envelope.details, code: envelope.code, params: envelope.params };
  }
  const error = errorEnvelopeSchema.safeParse(json);
  if (!error.success) return { ok: false, status: response.status, details: '' };
  return { ok: false, status: response.status, details: error.data.details, code: error.data.code, params: error.data.params };
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
export async function apiFor(request: Request, area?: Area): Promise<Api> {
  const session = await getSession(request);
  const user = sessionUser(session);
  if (!user) throw redirect(loginUrl(request));
  // A page of a role's area holds its own guard: a user of another role goes home.
  if (area && !area(user.role)) throw redirect(otherAreaTarget(new URL(request.url).pathname, user.role, roleHome(user.role)));
  // The cookie keeps a mark that the session ended, and the sign-in page says so.
  const signOut = async () => redirect(loginUrl(request), { headers: { 'Set-Cookie': await expireSession(session, request) } });

  const call = async <S extends z.ZodType>(path: string, schema: S, options: CallOptions) => {
    const answer = await callApi(path, schema, { ...options, token: user.token });
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
