import type { ActionFunctionArgs } from '@remix-run/node';
import { parseUiSettings } from '~/utils/ui-settings';
import { writeUiSettings } from '~/utils/ui-settings.server';
import { formOnly } from '~/utils/form-only.server';

/**
 * Saves the theme customizer's choices in their cookie (posted by a fetcher), unless the page
 * says it wrote the cookie itself; either way the answer makes the page's loaders read it again.
 * Its answers are Responses, whose status and headers hold however the route is asked (see
 * resources.locale.tsx).
 */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  let raw: unknown;
  try {
    raw = JSON.parse(String(form.get('settings') ?? ''));
  } catch {
    return Response.json({ ok: false }, { status: 400 });
  }
  const settings = parseUiSettings(raw);
  if (!settings) return Response.json({ ok: false }, { status: 400 });
  // The page wrote the cookie itself at the tap (ui-settings-cookie.ts): setting it again here
  // could land this choice after a newer one the page has written since.
  if (form.get('written') === '1') return Response.json({ ok: true });
  return Response.json({ ok: true }, { headers: { 'Set-Cookie': await writeUiSettings(settings) } });
}

/** Only a form comes here (see formOnly). */
export const loader = formOnly;
