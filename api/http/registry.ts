import type { z } from 'zod';
import type { CallShape, HandlerData } from '../contract/calls';
import type { Notice } from '../contract/notices';
import type { Role } from '../contract/roles';
import type { CallMeta } from '../contract/transport';
import type { TokenOwner } from '../auth/sessions';

/**
 * Every call of the product API is declared once: its shape (path, the zod schemas of its
 * input and answer) in the contract's table (api/contract/calls.ts), which the web app's
 * client reads too, and here who may call it and its handler. From the declarations come
 * the Express routes (with validation and role checks), the OpenAPI document, and the
 * contract and access tests.
 */
export interface CallInput<P, Q, B> {
  params: P;
  query: Q;
  body: B;
  auth: TokenOwner | undefined;
  /** What the transport knew: the client's address, the idempotency key, the request id. */
  meta: CallMeta;
}

/** What a handler returns: the data of the envelope, optionally with a notice (code and Russian details). */
export type CallResult = { data?: unknown; notice?: Notice } | undefined;

/** A handler's result, checked by the compiler against the call's answer schema. */
type TypedResult<S extends CallShape> =
  HandlerData<S> extends undefined ? { notice?: Notice } | undefined : { data: HandlerData<S>; notice?: Notice };
type Parsed<S extends CallShape, K extends 'params' | 'query' | 'body'> = S[K] extends z.ZodType ? z.output<S[K]> : Record<string, never>;

export interface CallSpec extends CallShape {
  summary: string;
  /** Who may call it; 'public' needs no token. */
  roles: readonly Role[] | 'public';
  /**
   * The live layer of this process may make this read as the process itself, without a
   * token (the counters and the change feed it pushes: Pipeline.invokeAsProcess). Never
   * reachable over HTTP.
   */
  live?: true;
  /**
   * A POST that changes nothing an open screen shows (signing in, a price quote): it does
   * not wake the live layer, nor make the lists' kept answers be read again (decision 043).
   * Every other POST does both.
   */
  unseen?: true;
  /**
   * A customers' page's call (decision 039): each request counts against its address's limit
   * (api/public/rate-limit.ts) before anything of its input is read, so that no form of input,
   * however malformed, is answered without being counted.
   */
  customerLimited?: true;
  handler: (input: CallInput<unknown, unknown, unknown>) => Promise<CallResult> | CallResult;
}

export type AnyCallSpec = CallSpec;

export function defineCall<S extends CallShape>(
  shape: S,
  spec: Omit<CallSpec, keyof CallShape | 'handler'> & {
    handler: (input: CallInput<Parsed<S, 'params'>, Parsed<S, 'query'>, Parsed<S, 'body'>>) => Promise<TypedResult<S>> | TypedResult<S>;
  },
): AnyCallSpec {
  return { ...shape, ...spec } as unknown as AnyCallSpec;
}
