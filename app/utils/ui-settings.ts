import { isRecord } from './stored-shape';

/**
 * The theme customizer's choices (docs/screens.md section 3 'UI settings', defaults of section 9:
 * light theme, no round borders, no shadows). Kept in a cookie so the server renders the
 * page in them from the first byte, without a flash.
 */
export interface UiSettings {
  theme: 'light' | 'dark';
  dir: 'ltr' | 'rtl';
  rounded: boolean;
  shadows: boolean;
  collapsed: boolean;
  topMenu: boolean;
}

export const defaultUiSettings: UiSettings = {
  theme: 'light',
  dir: 'ltr',
  rounded: false,
  shadows: false,
  collapsed: false,
  topMenu: false,
};

/**
 * The settings in a cookie or a pending save: each field as stored when it is one of its
 * values, else its default (an older cookie keeps what still holds); undefined for
 * anything but an object. Read by the server and the browser alike, so it needs no zod.
 */
export function parseUiSettings(raw: unknown): UiSettings | undefined {
  if (!isRecord(raw)) return undefined;
  const flag = (key: 'rounded' | 'shadows' | 'collapsed' | 'topMenu') =>
    typeof raw[key] === 'boolean' ? (raw[key] as boolean) : defaultUiSettings[key];
  return {
    theme: raw.theme === 'dark' || raw.theme === 'light' ? raw.theme : defaultUiSettings.theme,
    dir: raw.dir === 'rtl' || raw.dir === 'ltr' ? raw.dir : defaultUiSettings.dir,
    rounded: flag('rounded'),
    shadows: flag('shadows'),
    collapsed: flag('collapsed'),
    topMenu: flag('topMenu'),
  };
}

/** The toggles of the customizer, in the order they are shown. */
export const uiToggles = ['collapsed', 'topMenu', 'theme', 'rounded', 'shadows', 'dir'] as const;
export type UiToggle = (typeof uiToggles)[number];

export function isOn(settings: UiSettings, toggle: UiToggle): boolean {
  if (toggle === 'theme') return settings.theme === 'dark';
  if (toggle === 'dir') return settings.dir === 'rtl';
  return settings[toggle];
}

export function withToggle(settings: UiSettings, toggle: UiToggle, on: boolean): UiSettings {
  if (toggle === 'theme') return { ...settings, theme: on ? 'dark' : 'light' };
  if (toggle === 'dir') return { ...settings, dir: on ? 'rtl' : 'ltr' };
  return { ...settings, [toggle]: on };
}

/** The settings a pending save carries, if any. */
export function pendingUiSettings(formData: FormData | undefined): UiSettings | undefined {
  const json = formData?.get('settings');
  if (typeof json !== 'string') return undefined;
  try {
    return parseUiSettings(JSON.parse(json));
  } catch {
    return undefined;
  }
}
