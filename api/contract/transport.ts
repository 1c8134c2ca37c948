/**
 * One call of the product API as data, with no transport in it: what the web app's loaders
 * hand the pipeline in-process, and what the HTTP router builds from a request
 * (docs/decisions/017). The answer's body is the JSON envelope an HTTP client would read.
 */
export interface CallMeta {
  /** The visitor's address (sign-in and reset limits count by it). */
  clientAddress?: string;
  /** A money call's Idempotency-Key (the header of an HTTP request). */
  idempotencyKey?: string;
  /** Ties the call to the log lines of the request that made it. */
  requestId?: string;
  /**
   * Calls made for one page (its loaders run side by side) carry the same object: the
   * pipeline then checks their token once, not once per call. A successful change ends the
   * sharing. Any object will do; it is never read, only compared.
   */
  scope?: object;
}

export interface CallRequest {
  method: 'GET' | 'POST';
  /** The path under /api/v1, without a query: `order/12`, `new-order/lines`. */
  path: string;
  /** Fields without a value (undefined, null, empty) are left out, as a URL without them. */
  query?: Record<string, string | number | null | undefined>;
  body?: unknown;
  /** The bearer token of the user making the call; none for the public calls. */
  token?: string;
  meta?: CallMeta;
}

export interface CallAnswer {
  status: number;
  /** `{result: 'ok', data…}` or `{result: 'error', code, details…}`, as JSON would carry it. */
  body: unknown;
  headers: Record<string, string>;
  /**
   * Set by the pipeline of this process (the in-process way): the answer comes from the API's
   * own handlers, whose data the compiler holds to the contract, so the web app need not parse
   * it again. Answers over HTTP never carry it and are parsed.
   */
  local?: true;
}

/** How the web app reaches the product API: in-process by default, over HTTP to a remote one. */
export type ApiTransport = (request: CallRequest) => Promise<CallAnswer>;

/** A transport that could not reach the API at all (a remote one down or unreachable). */
export class ApiUnavailableError extends Error {
  override name = 'ApiUnavailableError';
}

/**
 * Whether an error is an ApiUnavailableError, told by its name: the web app's build and the
 * server's bundle each carry their own copy of the class, so `instanceof` fails across them.
 */
export const isApiUnavailable = (err: unknown): boolean => err instanceof Error && err.name === 'ApiUnavailableError';
