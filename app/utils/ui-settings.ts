import * as z from 'zod/mini';

/**
 * The theme customizer's choices (docs/screens.md section 3 'UI settings', defaults of section 9:
 * light theme, no round borders, no shadows). Kept in a cookie so the server renders the
 * page in them from the first byte, without a flash. zod/mini: the browser parses them too
 * (a pending change), and the full zod stays on the server (docs/decisions/018).
 */
export const uiSettingsSchema = z.object({
  theme: z.catch(z.enum(['light', 'dark']), 'light'),
  dir: z.catch(z.enum(['ltr', 'rtl']), 'ltr'),
  rounded: z.catch(z.boolean(), false),
  shadows: z.catch(z.boolean(), false),
  collapsed: z.catch(z.boolean(), false),
  topMenu: z.catch(z.boolean(), false),
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
