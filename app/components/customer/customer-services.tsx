import { useTranslation } from 'react-i18next';
import type { PublicOrder } from '#contract/public-order';
import { formatMoney } from '~/utils/format';
import { customerShows, isCanceledService } from '~/components/orders/status-display';

/** The order's services, each with its state and sum. */
export function CustomerServices({ view }: { view: PublicOrder }) {
  const { t } = useTranslation();
  return (
    <ul className="list-unstyled wd-customer-services">
      {view.services.map((service, index) => (
        <li key={index} className={isCanceledService(service) ? 'wd-customer-service text-body-secondary' : 'wd-customer-service'}>
          <span className="wd-customer-service-name">
            {isCanceledService(service) ? <s>{service.name}</s> : service.name}
            {service.quantity > 1 ? ` × ${service.quantity}` : ''}
          </span>
          <span className={`badge wd-customer-badge-${service.state}`}>{t(`customer.service.${service.state}`)}</span>
          <span className="wd-customer-sum">{formatMoney(service.sum)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The total, the discount and the payment, as the order's derivation says them. */
export function CustomerMoney({ view }: { view: PublicOrder }) {
  const { t } = useTranslation();
  const { money } = view;
  return (
    <dl className="wd-customer-money">
      {money.discount > 0 ? (
        <div>
          <dt>{t('customer.discount')}</dt>
          <dd>−{formatMoney(money.discount)}</dd>
        </div>
      ) : null}
      <div className="wd-customer-total">
        <dt>{t('customer.total')}</dt>
        <dd>{formatMoney(money.total)}</dd>
      </div>
      {money.paid > 0 ? (
        <div>
          <dt>{t('customer.paid')}</dt>
          <dd>{formatMoney(money.paid)}</dd>
        </div>
      ) : null}
      {customerShows(view.state).toPay ? (
        <div className={money.to_pay > 0 ? 'wd-customer-to-pay' : ''}>
          <dt>{t('customer.toPay')}</dt>
          <dd>{money.to_pay > 0 ? formatMoney(money.to_pay) : t('customer.nothingToPay')}</dd>
        </div>
      ) : null}
    </dl>
  );
}
