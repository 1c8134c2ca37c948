import { useEffect, useState, type RefObject } from 'react';

/** The floating '+': 60 px, 1.25 rem from the bottom edge (controls.css '.wd-fab'). */
const FAB_SPACE_PX = 60 + 20;

/**
 * Whether the master's floating '+' may show without covering anything (docs/screens.md
 * 'Layout'): only while what the page holds ends above it, which is at the end of a long page
 * (the page keeps room for it there, '.wd-has-fab') or on a short one. Scrolled through a
 * list it would sit on a card's «Завершить»; the top bar's «Новый заказ» is there meanwhile.
 */
export function useFabClear(content: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(true);
  useEffect(() => {
    const box = content.current;
    if (!active || !box) return;
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setClear(box.getBoundingClientRect().bottom <= window.innerHeight - FAB_SPACE_PX));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(box);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [content, active]);
  return clear;
}
