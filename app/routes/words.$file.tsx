import type { LoaderFunctionArgs } from '@remix-run/node';
import { wordsFile } from '~/utils/words-script.server';

/**
 * A language's words for the browser (app/utils/words-script.server.ts): named by their content,
 * so kept a year; an earlier release's name gets today's words, not to be kept.
 */
export function loader({ params }: LoaderFunctionArgs) {
  const words = wordsFile(params.file ?? '');
  if (!words) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(words.body, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': words.current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
