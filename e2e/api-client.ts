import type { APIRequestContext } from '@playwright/test';
import { CALLS, callPath, type CallData, type CallInput, type CallName } from '../api/contract/calls';
import { callApi, type CallArgs } from '../api/contract/client';
import type { ApiTransport } from '../api/contract/transport';
import { DEMO } from './support';

/**
 * The product API as the tests call it: typed by the contract's table (api/contract/calls.ts),
 * over Playwright's APIRequestContext, so a test's setup is checked by the compiler against
 * the same schemas the API parses with, and a success answer is parsed with the call's answer
 * schema. `call` unwraps the `{result: 'ok', data}` envelope and throws a readable error on a
 * refusal; `answer` hands a refusal back as data, for tests where a refusal is an outcome.
 *
 *   const api = await apiAs(request, 'master');
 *   const order = await api.call('order/:id', { params: { id } });
 */
export type Who = keyof typeof DEMO;

/** What a call answered: its data, or the refusal's status, code and Russian details. */
export type Answer<T> = { ok: true; status: number; data: T } | { ok: false; status: number; code?: string; details: string };

export interface TestApi {
  /** The bearer token the calls carry; undefined for an anonymous client. */
  readonly token: string | undefined;
  /** A call that must succeed: the `data` of its answer. A refusal throws `Refusal`. */
  call<N extends CallName>(name: N, ...input: CallArgs<N>): Promise<CallData<N>>;
  /** A call whose refusal (a 4xx) is an answer like any other. A 5xx or no answer still throws. */
  answer<N extends CallName>(name: N, ...input: CallArgs<N>): Promise<Answer<CallData<N>>>;
}

/** A refusal of the product API, said as the API said it: `POST /api/v1/order/complete as master: 409 code «details»`. */
export class Refusal extends Error {
  constructor(
    readonly where: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly details: string,
  ) {
    super(`${where}: ${status}${code ? ` ${code}` : ''}${details ? ` «${details}»` : ''}`);
    this.name = 'Refusal';
  }
}

/** What a test hands a call, as the contract's CallInput has it. */
type Given = { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
const pathOf = (name: CallName, given: Given) => `/api/v1${callPath(CALLS[name], given.params)}`;

/**
 * The contract's own typed client (api/contract/client.ts: callApi, which parses every answer
 * with its call's schema) over Playwright's request context, whose base URL is the server
 * under test. A 5xx, or an answer that is not JSON, throws.
 */
function playwrightTransport(request: APIRequestContext, statusOf: (status: number) => void): ApiTransport {
  return async ({ method, path, query, body, token }) => {
    const send = () =>
      request.fetch(`/api/v1/${path}`, {
        method,
        params: queryOf(query),
        data: body,
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        maxRedirects: 0,
      });
    const response = await send().catch((err: unknown) => {
      // A kept-alive connection the server closed just as it was reused: a browser sends a
      // read again on a new one, and so does the test. A change is never sent twice.
      if (method === 'GET' && /ECONNRESET|socket hang up/.test(String(err))) return send();
      throw err;
    });
    const text = await response.text();
    const json = parsedJson(text);
    if (response.status() >= 500 || json === undefined)
      throw new Error(`${method} /api/v1/${path}: ${response.status()} ${text.slice(0, 500)}`);
    statusOf(response.status());
    return { status: response.status(), body: json, headers: response.headers() };
  };
}

/** A client carrying this bearer token (none: the public calls only, as before signing in). */
export function apiWith(request: APIRequestContext, token?: string, label = token ? 'a token' : 'nobody'): TestApi {
  const whereOf = (name: CallName, given: Given) => `${CALLS[name].method.toUpperCase()} ${pathOf(name, given)} as ${label}`;
  async function answer<N extends CallName>(name: N, input: CallInput<N> | undefined): Promise<Answer<CallData<N>>> {
    let status = 0;
    const said = await callApi(
      playwrightTransport(request, (s) => (status = s)),
      name,
      input,
      { token },
    );
    return said.ok ? { ok: true, status, data: said.data } : { ok: false, status: said.status, code: said.code, details: said.details };
  }
  return {
    token,
    answer: (name, ...[input]) => answer(name, input),
    async call(name, ...[input]) {
      const said = await answer(name, input);
      if (said.ok) return said.data;
      throw new Refusal(whereOf(name, (input ?? {}) as Given), said.status, said.code, said.details);
    },
  };
}

/** A client signed in as a demo role (one sign-in; the token is good until it is revoked). */
export async function apiAs(request: APIRequestContext, who: Who): Promise<TestApi> {
  const { token } = await apiWith(request).call('login', { body: DEMO[who] });
  return apiWith(request, token, who);
}

/** The query of a call as URL parameters: fields without a value are left out, as a URL without them. */
function queryOf(
  query: Record<string, string | number | null | undefined> | undefined,
): Record<string, string | number | boolean> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out;
}

function parsedJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}
