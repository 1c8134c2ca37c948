import { useEffect, useRef } from 'react';
import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { Visit } from '#contract/clients';
import type { Role } from '#contract/roles';
import { JobStatusBadge, PayStatusBadge } from '~/components/orders/status-badges';
import { formatDateTime, formatMoney, formatPlate } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';
import { orderPath } from './order-link';

interface VisitPage {
  items: Visit[];
  page: number;
  pages: number;
  total: number;
}

/**
 * The orders of a client or a car, newest first: date, car, services, sum, how it was paid,
 * who worked, its state, each a link to the order's page; a card on a phone, a row elsewhere.
 */
export function VisitsTable({
  visits,
  role,
  pageParam,
  showPlate,
}: {
  visits: VisitPage;
  role: Role;
  pageParam: string;
  showPlate: boolean;
}) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const link = (page: number) => `?${new URLSearchParams({ [pageParam]: String(page) }).toString()}`;
  const list = useRef<HTMLUListElement>(null);
  const shownPage = useRef(visits.page);
  // «Новее» and «Старше» keep the card where it is (no jump to the page's top), and then bring
  // the new page's first visit into view: kept as it was, the shorter or longer page would open
  // at its end or at whatever stood there before.
  useEffect(() => {
    if (shownPage.current === visits.page) return;
    shownPage.current = visits.page;
    list.current?.scrollIntoView({ block: 'start' });
  }, [visits.page]);
  if (visits.total === 0) return <p className="mb-0 text-body-secondary">{t('clients.noVisits')}</p>;
  return (
    <>
      <ul ref={list} className="list-group list-group-flush wd-visits">
        {visits.items.map((v) => (
          <li key={v.order_id} className="list-group-item px-0">
            <div className="d-flex flex-wrap gap-2 align-items-baseline">
              <Link to={orderPath(role, v.order_id)} className="fw-semibold wd-link-touch">
                {t('clients.orderOf', { n: v.order_id, at: formatDateTime(v.at, timeZone) })}
              </Link>
              {showPlate ? <span className="badge text-bg-light border wd-plate">{formatPlate(v.plate_number)}</span> : null}
              <JobStatusBadge status={v.job_status} />
              <PayStatusBadge order={{ pay_status: v.pay_status, is_pay_by_contract: v.by_contract, job_status: v.job_status }} />
              <span className="ms-auto fw-semibold text-nowrap">{formatMoney(v.sum)}</span>
            </div>
            <div className="small">{v.services.join(', ') || '—'}</div>
            <div className="small text-body-secondary">
              {[
                v.methods.length ? t('clients.paidBy', { methods: v.methods.map((m) => t(`cashier.methods.${m}`)).join(', ') }) : null,
                v.workers.length ? t('clients.workedBy', { workers: v.workers.join(', ') }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </div>
          </li>
        ))}
      </ul>
      {visits.pages > 1 ? (
        <nav aria-label={t('clients.visitPages')} className="d-flex align-items-center gap-2 mt-3">
          {visits.page > 1 ? (
            <Link to={link(visits.page - 1)} className="btn btn-outline-primary wd-touch" preventScrollReset>
              {t('clients.newer')}
            </Link>
          ) : null}
          <span>{t('clients.pageOf', { page: visits.page, pages: visits.pages })}</span>
          {visits.page < visits.pages ? (
            <Link to={link(visits.page + 1)} className="btn btn-outline-primary wd-touch" preventScrollReset>
              {t('clients.older')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
