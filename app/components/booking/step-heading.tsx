import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A step's title with «Шаг 3 из 5» above it. When the page was reached from the booking page
 * itself (a step answered, or the same step again with what the server said of it), the step's
 * title takes the focus and comes into view: a phone would otherwise show the page's top, and a
 * screen reader would not hear where it is. The page's script focuses the element marked
 * `data-wd-focus` (customer-script/forms.ts).
 */
export function StepHeading({ id, n, of, children }: { id: string; n: number; of: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="wd-book-step-n">{t('book.stepOf', { n, of })}</p>
      <h2 id={id} tabIndex={-1} className="wd-book-step-title" data-wd-focus="start">
        {children}
      </h2>
    </>
  );
}
