/** How many items are mapped between two turns of the event loop: a few milliseconds' work. */
export const TURN_SLICE = 2_000;

/**
 * Maps a long list a slice at a time, letting the event loop serve the other requests and the
 * live pushes between slices. Built in one go, the 50,000 rows of the lapsed clients' export
 * held every screen of the shop for most of a second (docs/decisions/060-long-lists-in-turns.md).
 * Shared by the API and the web server, which both build such lists; server code only (a screen
 * has no long list to build, and Node's `setImmediate`, unlike a timer, waits for nothing but the
 * requests already in). Stops with the signal's reason once it is aborted (the person who asked
 * has gone).
 */
export async function mapInTurns<T, U>(
  items: readonly T[],
  fn: (item: T) => U,
  options: { signal?: AbortSignal; slice?: number } = {},
): Promise<U[]> {
  const slice = options.slice ?? TURN_SLICE;
  const out = new Array<U>(items.length);
  for (let i = 0; i < items.length; i += 1) {
    if (i > 0 && i % slice === 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      options.signal?.throwIfAborted();
    }
    out[i] = fn(items[i]!);
  }
  return out;
}
