import { useFetcher, useRouteLoaderData } from '@remix-run/react';
import type { loader as rootLoader } from '~/root';
import { defaultUiSettings, isOn, parseUiSettings, withToggle, type UiSettings, type UiToggle } from '~/utils/ui-settings';

/**
 * The customizer's settings with the choice being saved already applied, and a setter
 * that saves one toggle in the cookie through /resources/ui-settings.
 */
export function useUiSettings(): { current: UiSettings; isOn: (t: UiToggle) => boolean; set: (t: UiToggle, on: boolean) => void } {
  const fetcher = useFetcher({ key: 'ui-settings' });
  const saved = useRouteLoaderData<typeof rootLoader>('root')?.ui ?? defaultUiSettings;
  const current = pendingUiSettings(fetcher.formData) ?? saved;
  return {
    current,
    isOn: (toggle) => isOn(current, toggle),
    set: (toggle, on) =>
      fetcher.submit({ settings: JSON.stringify(withToggle(current, toggle, on)) }, { method: 'post', action: '/resources/ui-settings' }),
  };
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
