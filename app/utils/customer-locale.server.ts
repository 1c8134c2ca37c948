import type { Language } from '~/i18n';
import { i18nServer, languageCookie } from '~/i18next.server';

/** The languages of the customer's page: the staff's choice has no say there. */
const CUSTOMER_LANGUAGES = ['ru', 'en'] as const;

/**
 * The language of a customer's page (docs/decisions/039-the-customers-own-page.md): a choice
 * already made on this browser if it is Russian or English, else the first of them the browser
 * asks for in Accept-Language (by its weights), else Russian.
 */
export async function customerLocale(request: Request): Promise<Language> {
  const chosen: unknown = await languageCookie.parse(request.headers.get('Cookie'));
  if ((CUSTOMER_LANGUAGES as readonly unknown[]).includes(chosen)) return chosen as Language;
  const asked = (request.headers.get('Accept-Language') ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { lang: tag.toLowerCase().split('-')[0]!, q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((a) => a.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked.map((a) => a.lang).find((lang): lang is 'ru' | 'en' => (CUSTOMER_LANGUAGES as readonly string[]).includes(lang)) ?? 'ru';
}

/**
 * The customers' pages: an order's (`/o/{token}`), a booking's (`/b/{token}`), and the booking
 * page itself. Only those addresses, as the router matches them: each segment unescaped on its
 * own (an escaped slash stays in the token), any case, closing slashes; a longer or emptier
 * path (`/o/a/b`, `//o/a`, `/o//a`) is no page of theirs, and its «not found» is the staff app's.
 */
export function isCustomerPath(pathname: string): boolean {
  const parts = pathname.split('/').map(unescaped);
  while (parts.length > 2 && parts.at(-1) === '') parts.pop();
  if (parts[0] !== '') return false;
  if (parts.length === 2) return /^book$/i.test(parts[1] ?? '');
  return parts.length === 3 && /^[ob]$/i.test(parts[1] ?? '') && parts[2] !== '';
}

function unescaped(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape: the router takes the segment as it is.
    return segment;
  }
}

/**
 * The language a page is rendered in, by the root's data and by the server's render alike: a
 * customer's page by the browser's language, a staff page by the switcher's cookie.
 */
export async function pageLocale(request: Request): Promise<Language> {
  if (isCustomerPath(new URL(request.url).pathname)) return customerLocale(request);
  return (await i18nServer.getLocale(request)) as Language;
}
