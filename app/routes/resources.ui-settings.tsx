import { data, type ActionFunctionArgs } from '@remix-run/node';
import { parseUiSettings } from '~/utils/ui-settings';
import { writeUiSettings } from '~/utils/ui-settings.server';

/** Saves the theme customizer's choices in their cookie (posted by a fetcher). */
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
  return data({ ok: true }, { headers: { 'Set-Cookie': await writeUiSettings(settings) } });
}
