import { useLocation, useNavigationType } from '@remix-run/react';
import { useEffect, useLayoutEffect } from 'react';

// Before the new screen is painted, so nothing is tapped at the old scroll; the server has no layout.
const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Every change of screen (or of a list's page) opens at the top. A form that ends in a
 * redirect («В работу», «Завершить») kept the scroll of the long page it was sent from,
 * so the next list opened at its bottom. Going back (POP) keeps the browser's own restore.
 */
export function useScrollToTop() {
  const location = useLocation();
  const type = useNavigationType();
  const page = new URLSearchParams(location.search).get('page');
  useBeforePaint(() => {
    // 'instant': Bootstrap makes the page scroll smoothly, and a smooth scroll to the top is
    // cut short when the new screen's content moves under it.
    if (type !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // Only a new screen or page counts, not every change of the URL's state.
  }, [location.pathname, page]);
}
