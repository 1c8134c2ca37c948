import { useFetcher } from '@remix-run/react';
import { useRootData } from '~/utils/root-data';
import { defaultUiSettings, isOn, pendingUiSettings, withToggle, type UiSettings, type UiToggle } from '~/utils/ui-settings';

/**
 * The customizer's settings with the choice being saved already applied, and a setter
 * that saves one toggle in the cookie through /resources/ui-settings.
 */
export function useUiSettings(): { current: UiSettings; isOn: (t: UiToggle) => boolean; set: (t: UiToggle, on: boolean) => void } {
  const fetcher = useFetcher({ key: 'ui-settings' });
  const saved = useRootData()?.ui ?? defaultUiSettings;
  const current = pendingUiSettings(fetcher.formData) ?? saved;
  return {
    current,
    isOn: (toggle) => isOn(current, toggle),
    set: (toggle, on) =>
      fetcher.submit({ settings: JSON.stringify(withToggle(current, toggle, on)) }, { method: 'post', action: '/resources/ui-settings' }),
  };
}
