import { createSession, type AppLoadContext } from '@remix-run/node';
import type { Role } from '#contract/roles';
import type { ApiTransport, CallRequest } from '#contract/transport';
import type { ServerArgs } from '~/utils/server-args';
import { sessionCookies } from '~/utils/session.server';
import type { Toast } from '~/utils/toast';
import { readToast } from '~/utils/toast.server';

/**
 * What a loader or action of the web app is handed in a test: a request with the session
 * cookie of a signed-in user, and the load context server/web-app.ts builds
 * (app/load-context.ts), whose `api` is a real product API (app/test/web-api.ts).
 */

/** The secret the test sessions are signed with (a process has one; tests may use their own). */
export const TEST_SESSION_SECRET = 'web-app-test-session-secret-0123456789';

export interface SignedIn {
  token: string;
  role: Role;
  /** What the screens show of the user (default: the role). */
  name?: string;
}

/** The Cookie header of a signed-in session, as the sign-in page would have set it. */
export async function sessionCookie(user: SignedIn, secret = TEST_SESSION_SECRET): Promise<string> {
  const setCookie = await sessionCookies(secret).storage.commitSession(
    createSession({ token: user.token, name: user.name ?? user.role, role: user.role }),
  );
  return setCookie.split(';')[0]!;
}

export interface RouteArgsInit {
  /** The way to the product API (the load context's `api`). */
  api: ApiTransport;
  /** Who is signed in; nobody without it (no cookie). */
  user?: SignedIn;
  /** A form posted to the route (a POST); a GET without it. Values as the browser sends them. */
  form?: Record<string, string | readonly string[]> | FormData;
  /** The page's address: a path (on http://localhost) or a whole URL. */
  url?: string;
}

/** Every call one request's loaders and actions made, in order. */
export interface RouteArgs extends ServerArgs {
  calls: CallRequest[];
}

/** The arguments of one request to a route's loader or action. */
export async function routeArgs({ api, user, form, url = '/' }: RouteArgsInit): Promise<RouteArgs> {
  const headers = new Headers();
  if (user) headers.set('Cookie', await sessionCookie(user));
  let body: FormData | undefined;
  if (form) {
    body = form instanceof FormData ? form : new FormData();
    if (!(form instanceof FormData)) {
      for (const [name, value] of Object.entries(form))
        for (const one of typeof value === 'string' ? [value] : value) body.append(name, one);
    }
  }
  const request = new Request(new URL(url, 'http://localhost'), { method: body ? 'POST' : 'GET', headers, body });
  const calls: CallRequest[] = [];
  // As server/web-app.ts: the calls of one request share a scope and a request id.
  const scope = {};
  const context: AppLoadContext = {
    settings: { businessTimeZone: 'Europe/Moscow', allowRegistration: true, sessionSecret: TEST_SESSION_SECRET, localOnly: false },
    customerAssets: { script: '/assets/customer-test.js', style: '/assets/customer-test.css' },
    cspNonce: 'test-nonce',
    clientAddress: '127.0.0.1',
    api: (call) => {
      calls.push(call);
      return api({ ...call, meta: { ...call.meta, requestId: call.meta?.requestId ?? 'test-request', scope } });
    },
  };
  return { request, context, calls };
}

/** The path of each call made, e.g. ['order/pay'], to say how many calls a form took. */
export const pathsOf = (calls: readonly CallRequest[]) => calls.map((c) => c.path);

/** What an action or loader threw or answered, when it is a redirect: its status and target. */
export function redirectOf(value: unknown): { status: number; location: string | null; setCookie: string | null } | undefined {
  if (!(value instanceof Response) || value.status < 300 || value.status >= 400) return undefined;
  return { status: value.status, location: value.headers.get('Location'), setCookie: value.headers.get('Set-Cookie') };
}

/** Runs a loader or action that is expected to throw a Response (a redirect, a 404), and answers it. */
export async function thrownResponse(run: () => Promise<unknown>): Promise<Response> {
  try {
    await run();
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
  throw new Error('expected a thrown Response, but it answered');
}

/** The toast a redirect flashes for the next page (toast.server.ts), as the root loader reads it. */
export async function toastOf(response: Response): Promise<Toast | null> {
  const cookies = response.headers.getSetCookie().map((c) => c.split(';')[0]!);
  return (await readToast(new Request('http://localhost/', { headers: { Cookie: cookies.join('; ') } }))).toast;
}
