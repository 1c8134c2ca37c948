import { data, redirect, type ActionFunctionArgs } from '@remix-run/node';
import { isLanguage } from '~/i18n';
import { languageCookie } from '~/i18next.server';
import { localPath } from '~/utils/redirect';

/** The language switcher: keeps the choice in a cookie and returns to the page. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  const lng = form.get('lng');
  if (!isLanguage(lng)) return data({ ok: false }, { status: 400 });
  const back = localPath(form.get('redirectTo')) ?? '/';
  return redirect(back, { headers: { 'Set-Cookie': await languageCookie.serialize(lng) } });
}
