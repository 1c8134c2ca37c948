// @vitest-environment happy-dom
import { act, cleanup, render as renderPage, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LIVE_EVENTS } from '#contract/live';
import type { CashierStats, MasterStats } from '#contract/stats';
import { LiveProvider, useLiveCounters, usePushedStatus } from './live-provider';
// The change the live layer's own tests push (a car made ready): the same shape reaches the page.
import { readyChange } from '../../server/live/ready-change';

/** The page's socket: what the app listens to, and a way for the test to push as the server does. */
const handlers = new Map<string, (...args: unknown[]) => void>();
vi.mock('socket.io-client', () => ({
  io: () => ({
    active: true,
    on: (event: string, handler: (...args: unknown[]) => void) => handlers.set(event, handler),
    off: () => undefined,
    close: () => undefined,
    connect: () => undefined,
  }),
}));
afterEach(cleanup);

/** The page under a router of its own, as every screen of the app is (live reloads go through it). */
const render = (page: ReactElement) =>
  renderPage(<RouterProvider router={createMemoryRouter([{ path: '/', element: page }])} future={{ v7_startTransition: true }} />);

const count = (all: number) => ({ all, wash: all, tire: 0 });
const zero = count(0);
const fromLoader = { waiting: 0, in_progress: 1, done: 0, waitingForPayment: 0 };
const order = { id: 7, seq: 70, job_status: 'in_progress' as const };
const ready = readyChange(7, 71);

/** A badge and an order's status, as a menu and an order's page draw them. */
function Screen() {
  const counters = useLiveCounters(fromLoader);
  const shown = usePushedStatus(order);
  return <p>{`ready to pay ${counters.waitingForPayment}, status ${shown.job_status}`}</p>;
}

const push = (...args: unknown[]) => act(() => handlers.get(LIVE_EVENTS.ordersChanged)!(...args));

describe("a commit's changes with its counters in one frame", () => {
  it("draws the cashier's badge from the counters that came with the changes", () => {
    render(
      <LiveProvider since={1}>
        <Screen />
      </LiveProvider>,
    );
    expect(screen.getByText('ready to pay 0, status in_progress')).toBeTruthy();
    const cashier: CashierStats = { waiting_for_payment: count(1), waiting: zero, in_progress: zero, done: count(1) };
    push([ready], { cashier });
    expect(screen.getByText('ready to pay 1, status done')).toBeTruthy();
  });

  it("draws the bays' badge from theirs, and keeps it when the next changes come without counters", () => {
    render(
      <LiveProvider since={1}>
        <Screen />
      </LiveProvider>,
    );
    const master: MasterStats = { waiting: zero, in_progress: zero, done: count(1), waitingForPayment: count(2) };
    push([ready], { master });
    expect(screen.getByText('ready to pay 2, status done')).toBeTruthy();
    push([{ ...ready, seq: 72, job_status: 'canceled' }]);
    expect(screen.getByText('ready to pay 2, status canceled')).toBeTruthy();
  });
});
