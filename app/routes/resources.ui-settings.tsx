import { data, type ActionFunctionArgs } from '@remix-run/node';
import { parseUiSettings } from '~/utils/ui-settings';
import { writeUiSettings } from '~/utils/ui-settings.server';

/**
 * Saves the theme customizer's choices in their cookie (posted by a fetcher), unless the page
 * says it wrote the cookie itself; either way the answer makes the page's loaders read it again.
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get('settings') ?? ''));
  } catch {
    return data({ ok: false }, { status: 400 });
  }
  const settings = parseUiSettings(raw);
  if (!settings) return data({ ok: false }, { status: 400 });
  // The page wrote the cookie itself at the tap (ui-settings-cookie.ts): setting it again here
  // could land this choice after a newer one the page has written since.
  if (form.get('written') === '1') return data({ ok: true });
  return data({ ok: true }, { headers: { 'Set-Cookie': await writeUiSettings(settings) } });
}
