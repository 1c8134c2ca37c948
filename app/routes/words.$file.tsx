import type { LoaderFunctionArgs } from '@remix-run/node';
import { acceptedEncodings } from '~/utils/accept-encoding';
import { gzippedWords, packedWords, wordsAt } from '~/utils/words-file.server';

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
  Vary: 'Accept-Encoding',
};

/**
 * A language's words for the browser (app/utils/words-file.server.ts): named by their content,
 * so kept a year; packed once with brotli for a browser that reads it, as the built assets are,
 * and once with gzip for a client that reads only that; any other gets the plain file. The
 * path is read as sent (Remix would also match another letter case).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const file = wordsAt(new URL(request.url).pathname);
  if (file === undefined) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const accepted = acceptedEncodings(request.headers.get('Accept-Encoding'));
  if (accepted.has('br'))
    return new Response(new Uint8Array(await packedWords(file)), { headers: { ...HEADERS, 'Content-Encoding': 'br' } });
  if (accepted.has('gzip'))
    return new Response(new Uint8Array(await gzippedWords(file)), { headers: { ...HEADERS, 'Content-Encoding': 'gzip' } });
  return new Response(file.body, { headers: HEADERS });
}
