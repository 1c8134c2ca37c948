import { createCookie } from '@remix-run/node';
import { defaultUiSettings, parseUiSettings, type UiSettings } from './ui-settings';

// Not HttpOnly: the page writes it at the moment of a choice (app/components/layout/ui-settings-cookie.ts).
// It holds display choices only (theme, menu, direction), parsed field by field when read.
const uiCookie = createCookie('wd_ui', { path: '/', sameSite: 'lax', httpOnly: false, maxAge: 365 * 24 * 60 * 60 });

export async function readUiSettings(request: Request): Promise<UiSettings> {
  const raw: unknown = await uiCookie.parse(request.headers.get('Cookie'));
  return parseUiSettings(raw ?? {}) ?? defaultUiSettings;
}

export function writeUiSettings(settings: UiSettings): Promise<string> {
  return uiCookie.serialize(settings);
}
