import type { LoaderFunctionArgs } from '@remix-run/node';
import { wordsAt } from '~/utils/words-file.server';

/**
 * A language's words for the browser (app/utils/words-file.server.ts): named by their content,
 * so kept a year. The path is read as sent (Remix would also match another letter case).
 */
export function loader({ request }: LoaderFunctionArgs) {
  const words = wordsAt(new URL(request.url).pathname);
  if (words === undefined) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(words, {
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' },
  });
}
