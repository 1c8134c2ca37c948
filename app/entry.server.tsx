import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node';
import { isRouteErrorResponse, RemixServer } from '@remix-run/react';
import { createInstance, type i18n } from 'i18next';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { i18nConfig, type Language } from './i18n';
import { nestedQuotes } from './nested-quotes';
import { pageLocale } from './utils/customer-locale.server';
import { resources } from './locales.server';
import { NonceProvider } from './utils/nonce';
import { withoutNul } from './utils/without-nul.server';
import { redactedLinks } from './utils/redacted-links';

const ABORT_DELAY = 5_000;

/**
 * One i18next instance per language for the life of the process: every translation is in
 * memory (locales.server.ts) and nothing changes a server instance's language, so building
 * and initialising one per request (a tenth of a sign-in page's server time) bought nothing.
 */
const instances = new Map<string, Promise<i18n>>();
function translator(lng: Language): Promise<i18n> {
  let instance = instances.get(lng);
  if (!instance) {
    const created = createInstance();
    instance = created
      .use(initReactI18next)
      .use(nestedQuotes)
      .init({ ...i18nConfig, lng, resources, initImmediate: false })
      .then(() => created);
    instances.set(lng, instance);
  }
  return instance;
}

/**
 * The page is rendered whole, then sent as one buffer. No screen defers data, so the shell is
 * ready only a moment before the rest; streaming it cut the page into some fifty 2 kB pieces,
 * each carried through a Node stream, a web stream and back into the socket (docs/benchmarks.md
 * 'Render once').
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const instance = await translator(await pageLocale(request));
  const nonce = typeof loadContext.cspNonce === 'string' ? loadContext.cspNonce : '';

  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let shellRendered = false;
    // The render is given up after ABORT_DELAY; a page done before must not hold its render
    // (the data, the markup) for those seconds, long enough to be copied into the old heap.
    const giveUp = setTimeout(() => abort(), ABORT_DELAY + 1_000);
    let failed = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(giveUp);
        responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(withoutNul(Buffer.concat(chunks)), { headers: responseHeaders, status: failed ? 500 : responseStatusCode }));
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={instance}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(giveUp);
          reject(error);
        },
        onError(error: unknown) {
          // An error in the shell goes to onShellError and Remix renders the error boundary;
          // one after it (inside a Suspense boundary) still sends the page, as a failure.
          if (!shellRendered) return;
          failed = true;
          console.error(error);
        },
      },
    );
  });
}

/**
 * Remix's report of an error on the server, written as its default writes it, without a
 * customer's link that a path in the message may carry (utils/redacted-links.ts); nothing for a
 * request the browser gave up, nor for Remix's own refusals of a request (no page at that
 * address, a method the page does not take): those are the client's mistake, not the server's,
 * and the request log has their line already. A scanner's thousand addresses wrote a thousand
 * stack traces.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  // A route's refusal carries the error behind it, as Remix's own report shows it.
  const cause = error && typeof error === 'object' && 'error' in error && error.error instanceof Error ? error.error : error;
  console.error(redactedLinks(cause instanceof Error ? (cause.stack ?? cause.message) : described(cause)));
};

/** A failure that is not an Error, as text for the log; a value JSON cannot write (a cycle, a BigInt) by its kind. */
function described(cause: unknown): string {
  try {
    return JSON.stringify(cause) ?? String(cause);
  } catch {
    return Object.prototype.toString.call(cause);
  }
}
