import type { UiSettings } from '~/utils/ui-settings';

/**
 * The customizer's next save while one is on its way: one at a time, so that the cookie the
 * browser keeps is always the last choice. Two saves in flight could answer out of order and
 * leave an older cookie last. Kept outside React so that a choice made just before the panel
 * closes is still saved.
 */
let waiting: UiSettings | undefined;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Keeps the choice to save once the save in flight ends; a later choice replaces it. */
export function queueUiSettings(settings: UiSettings): void {
  waiting = settings;
  changed();
}

/** The choice waiting for its save, taken off the queue. */
export function takeQueuedUiSettings(): UiSettings | undefined {
  const settings = waiting;
  waiting = undefined;
  if (settings) changed();
  return settings;
}

export function queuedUiSettings(): UiSettings | undefined {
  return waiting;
}

export function subscribeUiSettingsQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
