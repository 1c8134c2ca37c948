import { useFetcher } from '@remix-run/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useRootData } from '~/utils/root-data';
import { defaultUiSettings, isOn, pendingUiSettings, withToggle, type UiSettings, type UiToggle } from '~/utils/ui-settings';
import { queuedUiSettings, queueUiSettings, subscribeUiSettingsQueue, takeQueuedUiSettings } from './ui-settings-queue';

const SAVE = { method: 'post', action: '/resources/ui-settings' } as const;
const noQueueOnServer = () => undefined;

/**
 * The customizer's settings with the choices being saved already applied, and a setter
 * that saves one toggle in the cookie through /resources/ui-settings. Saves go one at a
 * time (ui-settings-queue.ts): a choice made during a save waits for it, and only the
 * latest waiting choice is sent.
 */
export function useUiSettings(): { current: UiSettings; isOn: (t: UiToggle) => boolean; set: (t: UiToggle, on: boolean) => void } {
  const fetcher = useFetcher({ key: 'ui-settings' });
  const saved = useRootData()?.ui ?? defaultUiSettings;
  const queued = useSyncExternalStore(subscribeUiSettingsQueue, queuedUiSettings, noQueueOnServer);
  const current = queued ?? pendingUiSettings(fetcher.formData) ?? saved;
  const idle = fetcher.state === 'idle';

  useEffect(() => {
    if (!idle || !queued) return;
    const next = takeQueuedUiSettings();
    if (next) fetcher.submit({ settings: JSON.stringify(next) }, SAVE);
  }, [idle, queued, fetcher]);

  return {
    current,
    isOn: (toggle) => isOn(current, toggle),
    set: (toggle, on) => {
      const next = withToggle(current, toggle, on);
      if (idle && !queued) fetcher.submit({ settings: JSON.stringify(next) }, SAVE);
      else queueUiSettings(next);
    },
  };
}
