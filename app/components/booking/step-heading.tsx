import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A step's title with «Шаг 3 из 5» above it. When the page moves on to another step, the new
 * step's title takes the focus and comes into view (a phone would otherwise stay scrolled at
 * the step just answered, and a screen reader would not hear where it is).
 */
export function StepHeading({ id, n, of, children }: { id: string; n: number; of: number; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // Not on the page's first load: only when a step was answered in this tab.
    if (window.history.state?.idx > 0 && ref.current) {
      ref.current.focus({ preventScroll: true });
      ref.current.scrollIntoView({ block: 'start' });
    }
  }, [id]);
  return (
    <>
      <p className="wd-book-step-n">{t('book.stepOf', { n, of })}</p>
      <h2 id={id} ref={ref} tabIndex={-1} className="wd-book-step-title">
        {children}
      </h2>
    </>
  );
}
