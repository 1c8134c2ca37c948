import { createCookie } from '@remix-run/node';
import { defaultUiSettings, uiSettingsSchema, type UiSettings } from './ui-settings';

const uiCookie = createCookie('wd_ui', { path: '/', sameSite: 'lax', httpOnly: true, maxAge: 365 * 24 * 60 * 60 });

export async function readUiSettings(request: Request): Promise<UiSettings> {
  const raw: unknown = await uiCookie.parse(request.headers.get('Cookie'));
  const parsed = uiSettingsSchema.safeParse(raw ?? {});
  return parsed.success ? parsed.data : defaultUiSettings;
}

export function writeUiSettings(settings: UiSettings): Promise<string> {
  return uiCookie.serialize(settings);
}
