import { redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isLanguage } from '~/i18n';
import { languageCookie } from '~/i18next.server';
import { localPath } from '~/utils/redirect';
import { formOnly } from '~/utils/form-only.server';

/**
 * The language switcher: keeps the choice in a cookie and returns to the page. A resource
 * route answers with a Response of its own: Remix keeps the status and headers of `data()`
 * only for the page's script (`.data`), not for a form posted without it.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get('lng');
  if (!isLanguage(lng)) return Response.json({ ok: false }, { status: 400 });
  const back = localPath(form.get('redirectTo')) ?? '/';
  return redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(lng) } });
}

/** Only a form comes here (see formOnly). */
export const loader = formOnly;
