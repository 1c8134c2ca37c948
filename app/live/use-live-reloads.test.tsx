// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GATHER_MS, useLiveReloads } from './use-live-reloads';

/** The router as an idle page has it: nothing navigating, no fetcher, and a revalidation to count. */
const revalidate = vi.fn();
vi.mock('@remix-run/react', () => ({
  useNavigation: () => ({ state: 'idle' }),
  useFetchers: () => [],
  useRevalidator: () => ({ state: 'idle', revalidate }),
}));

beforeEach(() => {
  vi.useFakeTimers();
  revalidate.mockClear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The hook on a page whose live link is up or down, and a way to ask for a reload. */
function page(linkUp: boolean) {
  const hook = renderHook(({ up }) => useLiveReloads(up), { initialProps: { up: linkUp } });
  const ask = (evenWithoutLink?: boolean) =>
    act(() => {
      hook.result.current(evenWithoutLink);
      vi.advanceTimersByTime(GATHER_MS);
    });
  return { ask, link: (up: boolean) => hook.rerender({ up }) };
}

describe('live reloads and the live link', () => {
  it('reloads at once while the link is up', () => {
    page(true).ask();
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('keeps a reload asked for while the link is down until the link is back, instead of failing into the error page', () => {
    const { ask, link } = page(false);
    ask();
    expect(revalidate).not.toHaveBeenCalled();
    link(true);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });

  it('reloads without the link when asked to: the server refused the handshake, so it answers (a session that ended)', () => {
    page(false).ask(true);
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
