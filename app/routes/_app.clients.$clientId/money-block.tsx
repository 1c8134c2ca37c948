import { useTranslation } from 'react-i18next';
import type { ClientCard } from '#contract/clients';
import { BlockCard } from '~/components/block-card';
import { formatDateTime, formatMoney } from '~/utils/format';
import { useTimeZone } from '~/utils/root-data';

/** «Деньги»: spent, average check, visits, first and last visit, and the way to the next loyalty step, as the API counted them. */
export function MoneyBlock({ card }: { card: ClientCard }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const { money, loyalty } = card;
  const rows: Array<[string, string]> = [
    [t('clients.spent'), formatMoney(money.spent)],
    [t('clients.averageCheck'), formatMoney(money.average_check)],
    [t('clients.visits'), t('clients.visitsOfPaid', { visits: money.visits, paid: money.paid_visits })],
    [t('clients.firstVisit'), money.first_visit ? formatDateTime(money.first_visit, timeZone) : '—'],
    [t('clients.lastVisitLabel'), money.last_visit ? formatDateTime(money.last_visit, timeZone) : '—'],
  ];
  return (
    <BlockCard titleId="wd-client-money" title={t('clients.money')} className="mb-3">
      <dl className="row mb-2">
        {rows.map(([label, value]) => (
          <div key={label} className="col-6 col-md-4 mb-2">
            <dt className="small text-body-secondary fw-normal">{label}</dt>
            <dd className="fs-5 fw-semibold mb-0">{value}</dd>
          </div>
        ))}
      </dl>
      {card.forgotten_at ? null : <h3 className="h6">{t('clients.loyalty')}</h3>}
      {card.forgotten_at ? null : card.company?.pays_by_contract ? (
        <p className="mb-0">{t('clients.loyaltyContract', { company: card.company.name })}</p>
      ) : (
        <>
          <p className="mb-1">
            {t('clients.loyaltyNow', { percent: loyalty.percent })} {t('clients.monthOrders', { count: loyalty.month_orders })}
          </p>
          {loyalty.next ? (
            <>
              <div
                className="progress"
                role="progressbar"
                aria-label={t('clients.loyaltyProgress')}
                aria-valuenow={loyalty.next.progress}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <div className="progress-bar bg-success" style={{ width: `${loyalty.next.progress}%` }} />
              </div>
              <p className="small text-body-secondary mt-1 mb-0">
                {/* «сохранится» only when the step gives the percent of now: a lower step is said as what next month's will be. */}
                {t(loyalty.next.percent === loyalty.percent ? 'clients.loyaltyKeep' : 'clients.loyaltyNext', {
                  ...loyalty.next,
                  count: loyalty.next.orders,
                })}
              </p>
            </>
          ) : (
            <p className="small text-body-secondary mb-0">{t('clients.loyaltyTop')}</p>
          )}
        </>
      )}
    </BlockCard>
  );
}
