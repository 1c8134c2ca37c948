import { isRouteErrorResponse, useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

/** The first retry waits this long; each next one twice as long, up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 3_000;
export const RETRY_MAX_MS = 10_000;

/**
 * How a failed read reaches the page, besides an answered 5xx: the fetch itself failed (no
 * server: Chromium, Firefox and Safari each word it their own way), an answer Remix could not
 * read (a proxy's 502 page, a plain-text 500 while the server restarts), or the server's
 * exception, sent without its details.
 */
const FAILED_READ = [
  /^Failed to fetch$/,
  /^NetworkError when attempting to fetch resource\.?$/,
  /^Load failed$/,
  /^Unable to decode turbo-stream response/,
  /^Unexpected Server Error$/,
];

/**
 * Whether the server gave no answer at all (or a proxy answered for it, or an answer the page
 * cannot read came back): said as a lost connection.
 */
export function unreachable(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof Error && mayPass(error) && error.message !== 'Unexpected Server Error';
}

/**
 * A failure that may pass by itself: the server did not answer (a restart, a lost network),
 * answered with a 5xx, or failed inside. A refusal (4xx) will not pass by waiting, nor will a
 * mistake of the page itself while drawing: reading again would only draw it again.
 */
export function mayPass(error: unknown): boolean {
  if (isRouteErrorResponse(error)) return error.status >= 500;
  return error instanceof Error && FAILED_READ.some((words) => words.test(error.message));
}

/**
 * An error page that a failure which may pass put on the screen reads the page again by
 * itself after 3 and 6 s, then every 10 s, until it answers (a restarted server is back on the
 * screen within seconds). The wall display has
 * nobody to tap it, and its live link lives in the page the error replaced: without this a
 * single reload that met a restarting server left the TV on the error page for good.
 * Returns whether it is retrying (the page says so).
 */
export function useRetryAfterFailure(error: unknown): boolean {
  const retrying = mayPass(error);
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!retrying) return;
    const wait = Math.min(RETRY_FIRST_MS * 2 ** attempt, RETRY_MAX_MS);
    const timer = setTimeout(() => {
      if (latest.current.state === 'idle') latest.current.revalidate();
      setAttempt((n) => n + 1);
    }, wait);
    return () => clearTimeout(timer);
  }, [retrying, attempt]);
  return retrying;
}
