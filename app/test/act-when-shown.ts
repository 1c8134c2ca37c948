/**
 * Acts once, in the microtask after the commit that first draws what `find` looks for: ahead of
 * React's passive effects of that render, as the test runner's waits can leave a tap or a typed
 * number on a busy machine. A MutationObserver's callback runs in that microtask.
 *
 * The observer stops the moment it acted, so the screen that follows (a dialog with a second
 * button of the same name, say) is never queried again; `find` should use `query…`, and an
 * error it throws all the same is kept for `acted()` to report, not thrown into the runner
 * (where it would fail the whole file after its tests passed).
 */
export interface ActWhenShown {
  /** Whether the action ran; throws what `find` or the action threw. */
  acted(): boolean;
  /** Stops observing (the test's wait is over) and says whether the action ran, as `acted()`. */
  stop(): boolean;
}

export function actWhenShown<E extends Element>(find: () => E | null, action: (element: E) => void): ActWhenShown {
  let acted = false;
  let failure: unknown;
  const observer = new MutationObserver(() => {
    if (acted || failure !== undefined) return;
    try {
      const element = find();
      if (!element) return;
      acted = true;
      observer.disconnect();
      action(element);
    } catch (error) {
      failure = error;
      observer.disconnect();
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  const report = () => {
    if (failure !== undefined) throw failure;
    return acted;
  };
  return {
    acted: report,
    stop() {
      observer.disconnect();
      return report();
    },
  };
}
