/**
 * `fetch` to a service outside the product (a cash register, a mail service, an SMS gateway)
 * that gives up after `ms`: the request is aborted with a `TimeoutError` saying which service
 * did not answer. The timer is our own rather than AbortSignal.timeout, so that tests move it
 * with fake timers (api/test/fake-timeouts.ts).
 */
export async function fetchWithin(ms: number, service: string, url: string | URL, init: RequestInit = {}): Promise<Response> {
  const late = new AbortController();
  const timer = setTimeout(() => late.abort(new DOMException(`${service} did not answer`, 'TimeoutError')), ms);
  try {
    return await fetch(url, { ...init, signal: late.signal });
  } finally {
    clearTimeout(timer);
  }
}
