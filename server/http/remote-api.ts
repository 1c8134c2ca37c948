import { ApiUnavailableError, type ApiTransport } from '#contract/transport';

/**
 * The product API of another process or machine, over HTTP (PRODUCT_API_URL): the same
 * calls and envelopes as the in-process way, for a web app run apart from its API.
 */
export function httpTransport(baseUrl: string): ApiTransport {
  return async ({ method, path, query, body, token, meta }) => {
    const url = new URL(`${baseUrl}/${path.replace(/^\//, '')}`);
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
    }
    // No gzip between the web app and the API: near each other it only costs CPU twice.
    const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Encoding': 'identity' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (meta?.requestId) headers['X-Request-Id'] = meta.requestId;
    if (meta?.clientAddress) headers['X-Forwarded-For'] = meta.clientAddress;
    if (meta?.idempotencyKey) headers['Idempotency-Key'] = meta.idempotencyKey;
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (cause) {
      throw new ApiUnavailableError(`product API unreachable at ${url.origin}`, { cause });
    }
    const json: unknown = await response.json().catch(() => undefined);
    return { status: response.status, body: json, headers: Object.fromEntries(response.headers) };
  };
}
