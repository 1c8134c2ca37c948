import { isDeepStrictEqual } from 'node:util';
import { readScreen, type Screen } from './screens';

/** How long a screen that missed the window is still watched, to tell a late screen from a lost change. */
export const LOOK_ON_MS = 5_000;
/**
 * Between two reads of a screen while it is timed: the sampling of a measurement (each read
 * is one evaluate of the whole page), not a wait for an outcome: the watch ends at the change.
 * Often enough to time the change, seldom enough not to slow the pages.
 */
const POLL_MS = 50;

export interface Watched {
  screen: Screen;
  expected: unknown;
  /** Milliseconds from `since` to the read that showed what was expected; none if it never did. */
  at?: number;
  shownAtDeadline?: unknown;
}

/**
 * Reads a screen until it shows what is expected. Past the window it keeps looking a while,
 * so that a failure says whether the screen was late or lost the change.
 */
export async function watch(screen: Screen, expected: unknown, since: number, withinMs: number): Promise<Watched> {
  let shownAtDeadline: unknown;
  for (;;) {
    const { at: now, shown } = await readScreen(screen);
    if (isDeepStrictEqual(shown, expected)) return { screen, expected, at: now - since, shownAtDeadline: shownAtDeadline ?? shown };
    if (now - since <= withinMs || shownAtDeadline === undefined) shownAtDeadline = shown;
    if (now - since > withinMs + LOOK_ON_MS) return { screen, expected, shownAtDeadline };
    await screen.page.waitForTimeout(POLL_MS);
  }
}
