import { useRouteLoaderData } from '@remix-run/react';
import type { CustomerAssets } from './customer-assets';
import type { Toast } from './toast';
import type { UiSettings } from './ui-settings';

/**
 * What the root route's loader gives every page (app/root.tsx). Its own module, so that a
 * hook reading it imports no route: the root imports the layout, and the layout reads this.
 */
export interface RootData {
  locale: string;
  /** The file with the words of `locale` (app/utils/words-file.server.ts). */
  wordsHref: string;
  ui: UiSettings;
  toast: Toast | null;
  /** Where 'Back Home' and the logo lead: the signed-in role's home, or /log_in. */
  home: string;
  /** The business's time zone (TZ_BUSINESS): every date and time on screen is shown in it. */
  timeZone: string;
  /** On a customer's page only: its own script and stylesheet, which replace the staff app's. */
  customer?: CustomerAssets;
}

/** The root's data; undefined only on an error page thrown before the root loaded. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData('root') as RootData | undefined;
}

/** The time zone every date on screen is shown in. */
export function useTimeZone(): string {
  return useRootData()?.timeZone ?? 'Europe/Moscow';
}

/** The signed-in user's home (their role's start page), or /log_in. */
export function useHome(): string {
  return useRootData()?.home ?? '/log_in';
}
