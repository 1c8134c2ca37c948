import { z } from 'zod';

/**
 * The theme customizer's choices (docs/screens.md section 3 'UI settings', defaults of section 9:
 * light theme, no round borders, no shadows). Kept in a cookie so the server renders the
 * page in them from the first byte, without a flash.
 */
export const uiSettingsSchema = z.object({
  theme: z.enum(['light', 'dark']).catch('light'),
  dir: z.enum(['ltr', 'rtl']).catch('ltr'),
  rounded: z.boolean().catch(false),
  shadows: z.boolean().catch(false),
  collapsed: z.boolean().catch(false),
  topMenu: z.boolean().catch(false),
});
export type UiSettings = z.infer<typeof uiSettingsSchema>;

export const defaultUiSettings: UiSettings = uiSettingsSchema.parse({});

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
