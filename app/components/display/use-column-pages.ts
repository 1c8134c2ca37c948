import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/** How long a TV shows one page of a long column: time to find one's plate among ~6. */
export const PAGE_MS = 8_000;

interface Pages {
  /** Index of the first car of each page. */
  starts: number[];
  /** How far the list is moved up to show each page (px). */
  offsets: number[];
}

// Server render: no layout yet, everything on one page.
const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A column of the wall display that holds more cars than the screen shows turns pages by
 * itself (nobody scrolls a TV). Pages are cut at car boundaries from the measured layout,
 * so cars of any height are never cut in half. The TV opens on the first page; when a car
 * arrives in the column later the page that shows it comes first: a driver looks for the car
 * that was just finished.
 */
export function useColumnPages(ids: number[]) {
  const viewport = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<Pages>({ starts: [0], offsets: [0] });
  const [page, setPage] = useState(0);
  const known = useRef<Set<number> | undefined>(undefined);
  const key = ids.join(',');

  const measure = useCallback((): Pages => {
    const box = viewport.current;
    const cars = box ? Array.from(box.querySelectorAll<HTMLElement>('[data-car]')) : [];
    if (!box || cars.length === 0) return { starts: [0], offsets: [0] };
    const height = box.clientHeight;
    const top0 = cars[0]!.offsetTop;
    const starts = [0];
    const offsets = [0];
    let pageTop = top0;
    cars.forEach((car, i) => {
      if (i > starts[starts.length - 1]! && car.offsetTop + car.offsetHeight - pageTop > height) {
        starts.push(i);
        offsets.push(car.offsetTop - top0);
        pageTop = car.offsetTop;
      }
    });
    return { starts, offsets };
  }, []);

  // Re-cut the pages when the cars change, and show the page of the newest arrival.
  useIsomorphicLayoutEffect(() => {
    const next = measure();
    setPages(next);
    const before = known.current;
    known.current = new Set(ids);
    // The TV opens on the first page; later, a car that arrives brings its page forward.
    const arrived = before ? ids.findLastIndex((id) => !before.has(id)) : -1;
    if (arrived >= 0) setPage(pageOf(next.starts, arrived));
    else setPage((p) => Math.min(p, next.starts.length - 1));
    // `key` stands for `ids`: a new array of the same cars is no change.
  }, [key, measure]);

  // A TV turned, a window resized, a car's line grown: the same cars, other pages. The
  // column's height sets how many cars a page holds (docs/screens.md 'The wall display').
  useEffect(() => {
    const box = viewport.current;
    if (!box || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setPages(measure()));
    observer.observe(box);
    const list = box.querySelector('ol');
    if (list) observer.observe(list);
    return () => observer.disconnect();
    // `key`: a new list is rendered when the column fills or empties.
  }, [key, measure]);

  // The first page is put in place, not slid there: the list moves with a transition only
  // once the screen has shown it.
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setSettled(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const count = pages.starts.length;
  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setPage((p) => (p + 1) % count), PAGE_MS);
    return () => clearInterval(timer);
  }, [count, page]);

  const current = Math.min(page, count - 1);
  const first = pages.starts[current] ?? 0;
  const end = pages.starts[current + 1] ?? ids.length;
  return {
    viewport,
    page: current,
    count,
    offset: pages.offsets[current] ?? 0,
    /** Whether a change of page slides the list (not before the first page was shown). */
    slides: settled,
    /** Whether the car at this index is on the page shown now. */
    shows: (index: number) => count < 2 || (index >= first && index < end),
  };
}

function pageOf(starts: number[], index: number): number {
  let page = 0;
  starts.forEach((start, i) => {
    if (index >= start) page = i;
  });
  return page;
}
