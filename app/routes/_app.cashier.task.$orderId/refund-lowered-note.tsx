import { useTranslation } from 'react-i18next';
import type { RefundLoweredShown } from '#contract/orders';
import { formatDateTime, formatMoney } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';

/**
 * A phone change on the master's side lowered the money due back to the client (the order
 * left its contract, or its discount changed): the cashier reads what it was, what it is and
 * when, rather than find a smaller refund, or none, without a word (docs/screens.md
 * 'Cashier order detail').
 */
export function RefundLoweredNote({ note }: { note: RefundLoweredShown }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <div className="alert alert-warning mb-0" role="note" aria-labelledby="wd-refund-lowered-title">
      <h2 id="wd-refund-lowered-title" className="h6 alert-heading fw-semibold">
        {t('cashier.refundLowered.title')}
      </h2>
      <p className="mb-0">
        {t(`cashier.refundLowered.${note.cause}`, {
          time: formatDateTime(note.at, timeZone),
          percent: note.percent,
          was_percent: note.was_percent,
          refund: formatMoney(note.refund),
          was_refund: formatMoney(note.was_refund),
        })}
      </p>
    </div>
  );
}
