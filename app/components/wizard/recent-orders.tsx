import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '~/utils/root-data';
import { formatDateTime, formatMoney, formatQuantity } from '~/utils/format';

/** A past order of the car as step 3 offers it again: its lines with their price then and now. */
export interface RecentOrder {
  order_id: number;
  datetime: string;
  total_sum: number;
  total_sum_now: number;
  items: Array<{
    service_id: number | null;
    name: string;
    quantity: number;
    sum_now: number | null;
    is_wash: boolean;
    is_available: boolean;
    radius_id: number | null;
    profile_id: number | null;
  }>;
}

/**
 * The car's last orders behind a toggle (step 3 of the wizard): when, what, the sum then and
 * now, and «Повторить», which adds the lines still offered to the selection.
 */
export function RecentOrders({ recent, onRepeat }: { recent: RecentOrder[]; onRepeat: (past: RecentOrder) => void }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const [showRecent, setShowRecent] = useState(false);
  return (
    <section className="card wd-block mb-3">
      <button
        type="button"
        className="btn btn-link text-start text-decoration-none p-3 fw-semibold wd-touch justify-content-start"
        aria-expanded={showRecent}
        onClick={() => setShowRecent((v) => !v)}
      >
        {t('wizard.recent')} ({recent.length})
      </button>
      {showRecent ? (
        <ul className="list-group list-group-flush">
          {recent.map((past) => (
            <li key={past.order_id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
              <div className="flex-grow-1">
                <div className="fw-semibold">{formatDateTime(past.datetime, timeZone)}</div>
                <div className="small">{past.items.map((i) => `${i.name}${formatQuantity(i.quantity)}`).join(', ')}</div>
                <div className="small text-body-secondary">
                  {t('wizard.thenNow', { then: formatMoney(past.total_sum), now: formatMoney(past.total_sum_now) })}
                </div>
              </div>
              <button type="button" className="btn btn-outline-primary btn-lg" onClick={() => onRepeat(past)}>
                {t('wizard.repeat')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
