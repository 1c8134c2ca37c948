import { isDeepStrictEqual } from 'node:util';
import type { Truth } from './api';
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
 * so that a failure says whether the screen was late or lost the change. The screen is read
 * from `since` on, while the test's own reading of the API (`expected`) is still under way: on
 * a loaded machine that read takes a good part of the window, and the time measured is the
 * screen's, not the test's. Each reading is judged once the expected view is known, and the
 * time taken is the start of the unbroken run of readings that match, up to the newest: a
 * screen that showed the answer early, then an older state, then the answer again, took until
 * the second time.
 */
export async function watch(screen: Screen, expected: Promise<unknown>, since: number, withinMs: number): Promise<Watched> {
  let known: { value: unknown } | undefined;
  const knowing = expected.then((value) => {
    known = { value };
  });
  // Its failure is raced below; until then it must not count as unhandled.
  knowing.catch(() => undefined);
  const pending: Array<{ at: number; shown: unknown }> = [];
  let shownAtDeadline: unknown;
  let matchingSince: number | undefined;
  for (;;) {
    const { at: now, shown } = await readScreen(screen);
    pending.push({ at: now - since, shown });
    if (known) {
      for (const { at, shown: seen } of pending.splice(0)) {
        if (isDeepStrictEqual(seen, known.value)) {
          matchingSince ??= at;
          continue;
        }
        matchingSince = undefined;
        if (at <= withinMs || shownAtDeadline === undefined) shownAtDeadline = seen;
        if (at > withinMs + LOOK_ON_MS) return { screen, expected: known.value, shownAtDeadline };
      }
      if (matchingSince !== undefined)
        return { screen, expected: known.value, at: matchingSince, shownAtDeadline: shownAtDeadline ?? known.value };
      await screen.page.waitForTimeout(POLL_MS);
    } else {
      // A failed read of the API ends the watch with its error.
      await Promise.race([knowing, screen.page.waitForTimeout(POLL_MS)]);
    }
  }
}

/**
 * Every screen watched against the API's answer being read meanwhile (`truth`): the window is
 * the screens', not the test's read. Returns the answer, each screen's expected view and
 * outcome, and how long the answer took to read.
 */
export async function watchScreens(truth: Promise<Truth>, screens: Screen[], since: number, withinMs: number) {
  let read = 0;
  const answered = truth.then((t) => {
    read = Date.now() - since;
    return t;
  });
  const expecting = answered.then((t) => screens.map((s) => s.expected(t)));
  const outcomes = await Promise.all(
    screens.map((screen, i) =>
      watch(
        screen,
        expecting.then((e) => e[i]),
        since,
        withinMs,
      ),
    ),
  );
  return { truth: await answered, expected: await expecting, outcomes, read };
}
