import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

export interface TabState {
  step: 1 | 2 | 3 | 4;
  plate: string | null;
  nonStandard: boolean;
  orderId: number | null;
  confirmed: boolean;
  /** The booking the car came for («Принять»): kept in the address of the order's steps. */
  bookingId: number | null;
}

/**
 * 'Шаг 1', 'Шаг 2', 'Шаг 3' (docs/screens.md section 4): back to step 1 or 2 while only the plate
 * exists, to step 2 once the order exists, to step 3 once confirmed.
 */
export function WizardTabs({ step, plate, nonStandard, orderId, confirmed, bookingId }: TabState) {
  const { t } = useTranslation();
  const ns = nonStandard ? '&ns=1' : '';
  const booking = bookingId ? `&booking=${bookingId}` : '';
  const targets: Array<string | null> = [
    !orderId && plate ? `?plate=${encodeURIComponent(plate)}${ns}&step=1` : null,
    orderId ? `?order=${orderId}&step=2${booking}` : plate ? `?plate=${encodeURIComponent(plate)}${ns}${booking}` : null,
    orderId && (confirmed || step === 4) ? `?order=${orderId}${booking}` : null,
  ];
  return (
    <ul className="nav nav-tabs wd-wizard-tabs mb-3" role="tablist">
      {[1, 2, 3].map((n, index) => {
        const current = step === n;
        const to = targets[index];
        return (
          <li className="nav-item" key={n} role="presentation">
            {to && !current ? (
              <Link className="nav-link" role="tab" aria-selected={false} to={to}>
                {t('wizard.step', { n })}
              </Link>
            ) : (
              <span className={`nav-link ${current ? 'active' : 'disabled'}`} role="tab" aria-selected={current} aria-disabled={!current}>
                {t('wizard.step', { n })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
