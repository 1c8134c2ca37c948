import { createCookie } from '@remix-run/node';
import { defaultUiSettings, parseUiSettings, type UiSettings } from './ui-settings';

const uiCookie = createCookie('wd_ui', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 365 * 24 * 60 * 60 });

export async function readUiSettings(request: Request): Promise<UiSettings> {
  const raw: unknown = await uiCookie.parse(request.headers.get('Cookie'));
  return parseUiSettings(raw ?? {}) ?? defaultUiSettings;
}

export function writeUiSettings(settings: UiSettings): Promise<string> {
  return uiCookie.serialize(settings);
}
