import type { UiSettings } from '~/utils/ui-settings';

/** The customizer's cookie (app/utils/ui-settings.server.ts reads it), as a year-long choice of this browser. */
const NAME = 'wd_ui';
const YEAR_S = 365 * 24 * 60 * 60;

/**
 * Writes the choice into the customizer's cookie from the page, at the moment it is made, so
 * that a reload or a link followed right after it already carries it: the save to the server
 * answers some tens of milliseconds later, and a page asked for before that answer came was
 * drawn in the old theme. Written as the server's cookie is (unsigned: JSON in base64, then
 * URL-encoded; the settings are ASCII). False when the browser kept the old value, as it does
 * for a cookie an older version marked HttpOnly or when cookies are off; the save then sets it.
 */
export function writeUiSettingsCookie(settings: UiSettings): boolean {
  if (typeof document === 'undefined') return false;
  const value = encodeURIComponent(btoa(JSON.stringify(settings)));
  document.cookie = `${NAME}=${value}; Path=/; Max-Age=${YEAR_S}; SameSite=Lax`;
  return document.cookie.split('; ').includes(`${NAME}=${value}`);
}
