/** What the convergence test prints: its figures when it passes, each late screen when it does not. */

/** The run in one line: its seed, its size, and the time the screens took to agree with the API. */
export function convergenceSummary(seed: number, done: number, bursts: number, lags: number[]): string {
  const sorted = [...lags].sort((x, y) => x - y);
  const at = (share: number) => sorted[Math.floor(sorted.length * share)];
  return (
    `convergence: seed ${seed}, ${done} actions in ${bursts} bursts, ${lags.length} screen checks; ` +
    `time to converge p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted.at(-1)} ms`
  );
}

/** A screen that did not show what the API says in time: when it did, what it showed, what it should have. */
export interface LateScreen {
  screen: { name: string };
  at?: number;
  shownAtDeadline?: unknown;
  expected: unknown;
}

export function lateScreenReport(o: LateScreen, withinMs: number, lookOnMs: number): string {
  const when = o.at === undefined ? `still differs ${withinMs + lookOnMs} ms after the last change` : `showed it only after ${o.at} ms`;
  return [
    `${o.screen.name}: ${when}. It showed (at ${withinMs} ms):`,
    JSON.stringify(o.shownAtDeadline),
    'The API says:',
    JSON.stringify(o.expected),
  ].join('\n');
}
