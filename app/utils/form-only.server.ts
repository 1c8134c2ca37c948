import { resources } from '~/locales.server';
import { pageLocale } from './customer-locale.server';

/**
 * The loader of a resource route that only takes a form (the language switcher, the theme's
 * settings): a page asked for at its address answers 405 with a sentence in the reader's
 * language (the switcher's cookie), not Remix's English «Unexpected Server Error» of a route
 * without a loader.
 */
export async function formOnly({ request }: { request: Request }): Promise<Response> {
  const text = resources[await pageLocale(request)].errors.formOnly;
  return new Response(text, { status: 405, headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' } });
}
