import ru from '../../locales/ru/errors.json';

/**
 * The loader of a resource route that only takes a form (the language switcher, the theme's
 * settings): a page asked for at its address answers 405 with a sentence, not Remix's
 * English «Unexpected Server Error» of a route without a loader. Russian, as every refusal
 * said before a language is known.
 */
export function formOnly(): Response {
  return new Response(ru.formOnly, { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' } });
}
