import { useEffect, useRef } from 'react';

type Cleanup = void | (() => void);

/**
 * useEffect for values a fetcher hands over, compared with what the effect last ran with
 * rather than with what the last render saw. Remix's fetcher keeps its answers outside React
 * state, and a render of the form that React then discards as "nothing changed" (a state
 * set to the value it had) still reads the new answer and stores it as the effect's deps:
 * the render that commits finds them equal and the effect never runs. Seen in the price
 * list: the row's answer came back, the row was saved, and «Услуга сохранена» never showed
 * (docs/decisions/034-effects-on-fetcher-answers.md). This effect is checked after every
 * commit, and runs, cleaning up its last run first, whenever a value differs from its last run.
 */
export function useChangeEffect(effect: () => Cleanup, values: readonly unknown[]) {
  const ran = useRef<readonly unknown[] | null>(null);
  const cleanup = useRef<Cleanup>(undefined);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    const last = ran.current;
    if (last && last.length === values.length && last.every((v, i) => Object.is(v, values[i]))) return;
    ran.current = values;
    cleanup.current?.();
    cleanup.current = latest.current();
  });
  useEffect(
    () => () => {
      cleanup.current?.();
      // A remount (StrictMode's check in development) starts afresh.
      ran.current = null;
      cleanup.current = undefined;
    },
    [],
  );
}
