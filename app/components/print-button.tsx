import { useTranslation } from 'react-i18next';
import { useHydrated } from '~/utils/use-hydrated';

/**
 * «Печать»: the browser's print dialog (the page's print styles keep only the document).
 * Needs scripts; the browser's own menu prints without them.
 */
export function PrintButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <button type="button" className="btn btn-primary btn-lg" onClick={() => window.print()} disabled={!hydrated}>
      {t('print.print')}
    </button>
  );
}
