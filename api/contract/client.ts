import { CALLS, callPath, type CallData, type CallInput, type CallName } from './calls';
import { errorEnvelopeSchema } from './envelope';
import type { ApiTransport } from './transport';

/**
 * The typed client of the product API, for whoever holds a transport: the web app's loaders
 * and actions (app/utils/api.server.ts), and the live layer of the server (server/live/).
 * The answer of a call, its data typed by the contract's table.
 */
export type ApiAnswer<T> = ({ ok: true; data: T } & ApiSaid<string | undefined>) | ({ ok: false; status: number } & ApiSaid<string>);
/** What the API said beside the data: a stable code the screens translate, its Russian details, its params (docs/decisions/014). */
export interface ApiSaid<D> {
  details: D;
  code?: string;
  params?: Record<string, string | number>;
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

/** The input of a call, left out where the call takes none. */
export type CallArgs<N extends CallName> = Record<string, never> extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

/**
 * One call of the contract's table (api/contract/calls.ts): its query, body and answer are
 * typed by the call's schemas. An answer from the pipeline of this process is the API's own
 * (held to the contract by the compiler, and parsed in development and tests); one over HTTP
 * from a remote API is parsed here with the call's answer schema.
 */
export async function callApi<N extends CallName>(
  transport: ApiTransport,
  name: N,
  input: CallInput<N> | undefined,
  options: CallOptions = {},
): Promise<ApiAnswer<CallData<N>>> {
  const shape = CALLS[name];
  const given = (input ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, string | number | null | undefined>;
    body?: unknown;
  };
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
