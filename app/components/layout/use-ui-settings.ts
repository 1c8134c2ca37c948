import { useFetcher, useFetchers } from '@remix-run/react';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useRootData } from '~/utils/root-data';
import { defaultUiSettings, isOn, pendingUiSettings, withToggle, type UiSettings, type UiToggle } from '~/utils/ui-settings';
import { queuedUiSettings, queueUiSettings, saveAnswered, startSave, subscribeUiSettingsQueue } from './ui-settings-queue';
import { writeUiSettingsCookie } from './ui-settings-cookie';

const KEY = 'ui-settings';
const SAVE = { method: 'post', action: '/resources/ui-settings' } as const;
const noQueueOnServer = () => undefined;

/**
 * The customizer's settings as the person last chose them: the choice waiting to be saved,
 * else the one being saved, else the cookie's. Read by the page's frame (the root's theme and
 * classes) and by the customizer alike, so both show a choice at once.
 */
export function useShownUiSettings(saved: UiSettings): UiSettings {
  const queued = useSyncExternalStore(subscribeUiSettingsQueue, queuedUiSettings, noQueueOnServer);
  const pending = useFetchers().find((f) => f.key === KEY && f.formData);
  return queued ?? pendingUiSettings(pending?.formData) ?? saved;
}

/**
 * A save of the choice: written into the cookie by the page first (a reload right after the
 * tap keeps it), the server told whether that took, so that its answer sets the cookie only
 * when the page could not (and, when it could, never lands an older choice over a newer one).
 */
function saveForm(settings: UiSettings): { settings: string; written: '0' | '1' } {
  return { settings: JSON.stringify(settings), written: writeUiSettingsCookie(settings) ? '1' : '0' };
}

/**
 * The settings shown, and a setter that saves one toggle in the cookie through
 * /resources/ui-settings, one save at a time (ui-settings-queue.ts; the page's frame sends
 * what waits, useUiSettingsSaves).
 */
export function useUiSettings(): { current: UiSettings; isOn: (t: UiToggle) => boolean; set: (t: UiToggle, on: boolean) => void } {
  const fetcher = useFetcher({ key: KEY });
  const current = useShownUiSettings(useRootData()?.ui ?? defaultUiSettings);
  return {
    current,
    isOn: (toggle) => isOn(current, toggle),
    set: (toggle, on) => {
      const next = withToggle(current, toggle, on);
      if (startSave()) fetcher.submit(saveForm(next), SAVE);
      else {
        writeUiSettingsCookie(next);
        queueUiSettings(next);
      }
    },
  };
}

/**
 * When a save has answered (the fetcher idle again), sends the choice waiting, if any. Used
 * once, by the page's frame, which outlives the customizer's panel. Idle when first mounted
 * counts as answered: a frame mounted again (signed out and in) finds no save on its way.
 */
export function useUiSettingsSaves(): void {
  const fetcher = useFetcher({ key: KEY });
  const idle = fetcher.state === 'idle';
  const wasIdle = useRef(false);
  useEffect(() => {
    const answered = idle && !wasIdle.current;
    wasIdle.current = idle;
    if (!answered) return;
    const next = saveAnswered();
    if (next) fetcher.submit(saveForm(next), SAVE);
  }, [idle, fetcher]);
}
