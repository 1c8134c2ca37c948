// @vitest-environment happy-dom
import { useNavigation, useRevalidator } from '@remix-run/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, createContext, useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterContext as DataRouterContext, RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { GATHER_MS, useLiveReloads } from './use-live-reloads';

/**
 * Live reloads against the router itself, as the browser runs it (Remix hands the router's state
 * to React in transitions). Each reload is one call of the page's loader, kept here to finish
 * or to tell whether it was cancelled.
 */
afterEach(() => {
  cleanup();
  Object.assign(navigateInNextCommit, { armed: false, to: '' });
});

const LinkUp = createContext(true);
/** Never settles: a part of the screen that holds the router's transition while it loads. */
const stillLoading = new Promise<never>(() => undefined);

function HeldWhileLoading() {
  const navigating = useNavigation().state !== 'idle';
  if (useRevalidator().state === 'loading' || navigating) throw stillLoading;
  return null;
}

/** A navigation started in the very commit that asks for the reload, before the reload's effect runs. */
const navigateInNextCommit = { armed: false, to: '' };
function NavigatesInCommit() {
  const router = useContext(DataRouterContext)?.router;
  useLayoutEffect(() => {
    if (!navigateInNextCommit.armed || !router) return;
    navigateInNextCommit.armed = false;
    void router.navigate(navigateInNextCommit.to);
  });
  return null;
}

function Page() {
  const reload = useLiveReloads(useContext(LinkUp));
  return (
    <>
      <NavigatesInCommit />
      <button type="button" onClick={() => reload()}>
        live
      </button>
      <button type="button" onClick={() => reload(true)}>
        refused
      </button>
      <Suspense fallback={null}>
        <HeldWhileLoading />
      </Suspense>
    </>
  );
}

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, GATHER_MS + 20)));

/** The page with its live link up or down; `tap` asks for a reload as a pushed change does. */
function livePage(linkUp: boolean) {
  const loads: { signal: AbortSignal; finish: () => void }[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: Page,
        loader: ({ request }) =>
          new Promise<null>((resolve) => {
            loads.push({ signal: request.signal, finish: () => resolve(null) });
          }),
      },
    ],
    { hydrationData: { loaderData: { 0: null } } },
  );
  const tree = (up: boolean) => (
    <LinkUp.Provider value={up}>
      <RouterProvider router={router} future={{ v7_startTransition: true }} />
    </LinkUp.Provider>
  );
  const view = render(tree(linkUp));
  const tap = async (name = 'live') => {
    act(() => screen.getByRole('button', { name }).click());
    await settle();
  };
  const link = async (up: boolean) => {
    view.rerender(tree(up));
    await settle();
  };
  /** The loader's call number `index` (0 first): whether it was cancelled, and a way to finish it. */
  const load = (index: number) => {
    const called = loads[index];
    if (!called) throw new Error(`the loader was called ${loads.length} times, not ${index + 1}`);
    return { cancelled: called.signal.aborted, finish: () => act(async () => called.finish()) };
  };
  return { router, loads, tap, link, load };
}

describe('live reloads and the live link', () => {
  it('reloads at once while the link is up', async () => {
    const { tap, loads } = livePage(true);
    await tap();
    expect(loads).toHaveLength(1);
  });

  it('keeps a reload asked for while the link is down until the link is back, instead of failing into the error page', async () => {
    const { tap, link, loads } = livePage(false);
    await tap();
    expect(loads).toHaveLength(0);
    await link(true);
    expect(loads).toHaveLength(1);
  });

  it('reloads without the link when asked to: the server refused the handshake, so it answers (a session that ended)', async () => {
    const { tap, loads } = livePage(false);
    await tap('refused');
    expect(loads).toHaveLength(1);
  });
});

describe('live reloads one at a time', () => {
  it('lets a reload under way finish when another change comes before React has drawn the router loading', async () => {
    // The screen holds the router's transition (a part still loading): React's copy of the
    // router's state says «idle» while the router loads, as a long render cut by an urgent update leaves it too.
    const { router, tap, load, loads } = livePage(true);
    await tap();
    expect(loads).toHaveLength(1);
    expect(router.state.revalidation).toBe('loading');
    await tap();
    // The second change waits for the first reload: that one is neither cancelled nor restarted.
    expect(load(0).cancelled).toBe(false);
    expect(loads).toHaveLength(1);

    await load(0).finish();
    await settle();
    // Once it finished, the change that waited becomes one more reload.
    expect(loads).toHaveLength(2);
    expect(load(0).cancelled).toBe(false);
    await load(1).finish();
    expect(router.state.revalidation).toBe('idle');
  });

  it('waits for a navigation the person started instead of cancelling it', async () => {
    const { router, tap, load, loads } = livePage(true);
    act(() => void router.navigate('/?page=2'));
    expect(router.state.navigation.state).toBe('loading');
    await tap();
    expect(loads).toHaveLength(1);
    expect(load(0).cancelled).toBe(false);
    await load(0).finish();
    await settle();
    expect(router.state.location.search).toBe('?page=2');
    expect(loads).toHaveLength(2);
  });

  it('waits for a navigation started in the same commit as the reload it would cancel', async () => {
    const { router, tap, load, loads } = livePage(true);
    Object.assign(navigateInNextCommit, { armed: true, to: '/?page=3' });
    await tap();
    // The navigation's load is the only one; the reload waits for it.
    expect(load(0).cancelled).toBe(false);
    expect(loads).toHaveLength(1);
    await load(0).finish();
    await settle();
    expect(router.state.location.search).toBe('?page=3');
    expect(loads).toHaveLength(2);
  });
});
