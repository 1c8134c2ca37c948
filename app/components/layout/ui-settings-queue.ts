import type { UiSettings } from '~/utils/ui-settings';

/**
 * The customizer's saves, one at a time, so that the cookie the browser keeps is always the
 * last choice: two saves in flight could answer out of order and leave an older cookie last.
 * A choice made while a save is on its way waits here (a later one replaces it) and goes
 * when that save has answered. Kept outside React: the flag is set at the moment of sending,
 * not at the next render, and a choice made just before the panel closes is still saved.
 */
let waiting: UiSettings | undefined;
let sending = false;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Whether a save may go now (none on its way, none waiting); if so it counts as on its way. */
export function startSave(): boolean {
  if (sending || waiting) return false;
  sending = true;
  return true;
}

/** Keeps the choice to save once the save on its way has answered; a later choice replaces it. */
export function queueUiSettings(settings: UiSettings): void {
  waiting = settings;
  changed();
}

/** The save on its way has answered: the choice waiting, if any, taken off to be sent next. */
export function saveAnswered(): UiSettings | undefined {
  const next = waiting;
  waiting = undefined;
  sending = next !== undefined;
  if (next) changed();
  return next;
}

export function queuedUiSettings(): UiSettings | undefined {
  return waiting;
}

export function subscribeUiSettingsQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
