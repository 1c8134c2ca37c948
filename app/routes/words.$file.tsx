import type { LoaderFunctionArgs } from '@remix-run/node';
import { acceptedEncodings } from '~/utils/accept-encoding';
import { packedWords, wordsAt } from '~/utils/words-file.server';

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
};

/**
 * A language's words for the browser (app/utils/words-file.server.ts): named by their content,
 * so kept a year; packed once with brotli for a browser that reads it, as the built assets are
 * (any other client gets the plain file, which the compression middleware packs as it can). The
 * path is read as sent (Remix would also match another letter case).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const file = wordsAt(new URL(request.url).pathname);
  if (file === undefined) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  if (acceptedEncodings(request.headers.get('Accept-Encoding')).has('br'))
    return new Response(new Uint8Array(await packedWords(file)), { headers: { ...HEADERS, 'Content-Encoding': 'br' } });
  return new Response(file.body, { headers: HEADERS });
}
