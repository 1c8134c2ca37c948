import { useTranslation } from 'react-i18next';
import type { ShiftReport } from '#contract/shifts';
import { formatDateTime, formatMoney } from '~/utils/format';

/** Cash in and out of the drawer, each with its time, sum, reason and who. */
export function MovesList({ moves, timeZone }: { moves: ShiftReport['moves']; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled mb-0">
      {moves.map((m) => (
        <li key={m.id} className="d-flex flex-wrap justify-content-between gap-2 py-1 border-bottom">
          <span>
            {formatDateTime(m.added_at, timeZone)} · {t(m.kind === 'in' ? 'shift.cashIn' : 'shift.cashOut')} · {m.reason}
          </span>
          <span className="fw-semibold text-nowrap">{m.kind === 'out' ? `−${formatMoney(m.sum)}` : formatMoney(m.sum)}</span>
        </li>
      ))}
    </ul>
  );
}
