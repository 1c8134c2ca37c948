// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { useJustReady } from './use-just-ready';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

type Row = { id: number; job_status: string; seq: number };

/** A list that records, at each commit to the page, which rows it marked. */
function renderList(first: Row[]) {
  const commits: number[][] = [];
  function List({ orders, view = 'page 1' }: { orders: Row[]; view?: string }) {
    const marked = useJustReady(orders, view);
    useLayoutEffect(() => {
      commits.push([...marked].sort((a, b) => a - b));
    });
    return null;
  }
  const rendered = render(<List orders={first} />);
  return {
    commits,
    show: (orders: Row[], shown?: string) => rendered.rerender(<List orders={orders} view={shown} />),
  };
}

const row = (id: number, job_status: string, seq = 0): Row => ({ id, job_status, seq });

it('marks a row that turned ready in the same commit as its new status, and not those ready when the list opened', () => {
  const list = renderList([row(1, 'done'), row(2, 'in_progress'), row(3, 'waiting')]);
  expect(list.commits).toEqual([[]]);
  list.show([row(1, 'done'), row(2, 'done'), row(3, 'waiting')]);
  // The first commit with the new status already holds its mark: no second drawing after it.
  expect(list.commits).toEqual([[], [2]]);
  list.show([row(1, 'done'), row(2, 'done'), row(3, 'done')]);
  expect(list.commits.at(-1)).toEqual([2, 3]);
});

it('lets a mark go after ten seconds', () => {
  vi.useFakeTimers();
  const list = renderList([row(5, 'in_progress')]);
  list.show([row(5, 'done')]);
  expect(list.commits.at(-1)).toEqual([5]);
  act(() => vi.advanceTimersByTime(9_000));
  expect(list.commits.at(-1)).toEqual([5]);
  act(() => vi.advanceTimersByTime(1_100));
  expect(list.commits.at(-1)).toEqual([]);
});

it('does not mark the same rows again when the list is drawn with new objects of the same orders', () => {
  vi.useFakeTimers();
  const list = renderList([row(7, 'in_progress')]);
  list.show([row(7, 'done')]);
  expect(list.commits.at(-1)).toEqual([7]);
  // The reload brings the same order as a new object, still done, 6 s later: its mark keeps its
  // first ten seconds rather than starting them again.
  act(() => vi.advanceTimersByTime(6_000));
  list.show([row(7, 'done')]);
  expect(list.commits.at(-1)).toEqual([7]);
  act(() => vi.advanceTimersByTime(4_100));
  expect(list.commits.at(-1)).toEqual([]);
});

it('marks nothing that came into sight with another search or page, then marks what turns ready there', () => {
  const list = renderList([row(1, 'in_progress'), row(2, 'waiting')]);
  list.show([row(8, 'done'), row(9, 'in_progress')], 'page 2');
  expect(list.commits.at(-1)).toEqual([]);
  list.show([row(8, 'done'), row(9, 'done')], 'page 2');
  expect(list.commits.at(-1)).toEqual([9]);
});

it('marks a done order that came into the list by turning done, not one that slid in from the next page', () => {
  const list = renderList([row(5, 'in_progress', 50), row(4, 'waiting', 40)]);
  // A new order elsewhere pushed the rows along: an order done long ago comes up from the next page.
  list.show([row(4, 'waiting', 40), row(3, 'done', 30)]);
  expect(list.commits.at(-1)).toEqual([]);
  // An order finished just now comes into the list (as into the cashier's, which holds the done ones).
  list.show([row(7, 'done', 70), row(4, 'waiting', 40), row(3, 'done', 30)]);
  expect(list.commits.at(-1)).toEqual([7]);
});
