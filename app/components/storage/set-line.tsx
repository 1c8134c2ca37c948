import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { TyreSetRow } from '#contract/storage';
import { formatDateTime, formatDay, formatPlate } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { PhoneText } from '~/components/phone-text';

/**
 * One stored set as a list shows it, a link to its page: the cell first and large (where the
 * fitter walks to), then the number, the car, the client and what the set is.
 */
export function SetLine({ set, action }: { set: TyreSetRow; action?: React.ReactNode }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  return (
    <li className="list-group-item px-0 d-flex flex-wrap align-items-center gap-2">
      <Link
        to={`/storage/${set.id}`}
        className="d-flex flex-wrap gap-2 align-items-baseline justify-content-start text-start text-decoration-none wd-touch flex-grow-1"
      >
        <span className="badge text-bg-dark fs-5 wd-cell-badge">{set.cell ?? '—'}</span>
        <span className="fw-semibold fs-5">{t('storage.number', { number: set.number })}</span>
        <span className="badge text-bg-light border fs-6 wd-plate">{formatPlate(set.plate_number)}</span>
        <span className="text-body">{set.client_name ?? t('storage.noName')}</span>
        {set.phone ? (
          <span className="text-body">
            <PhoneText phone={set.phone} />
          </span>
        ) : null}
        <span className="text-body-secondary">
          {[t(`storage.season.${set.season}`), set.size, `${set.count} ${t('storage.pieces')}`, set.with_rims ? t('storage.rims') : null]
            .filter(Boolean)
            .join(' · ')}
        </span>
        <span className={set.overdue ? 'text-danger fw-semibold' : 'text-body-secondary'}>
          {set.given_at
            ? t('storage.givenAt', { at: formatDateTime(set.given_at, timeZone) })
            : `${t('storage.until', { date: formatDay(set.term_until) })}${set.overdue ? ` · ${t('storage.overdueMark')}` : ''}`}
        </span>
      </Link>
      {action}
    </li>
  );
}
