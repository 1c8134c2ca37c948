import { useTranslation } from 'react-i18next';
import { ErrorList, FormAlert, LabelledControl } from '~/components/forms';
import { useOwnerForm } from '~/components/owner/use-owner-form';
import { controlProps, numberLimits, type FormLimits } from '~/utils/reply-fields';

/**
 * The loyalty steps (paid orders last month → percent this month) and the first-order percent:
 * `steps` rows, each field's `limits` as the contract has them (discounts.server.ts).
 */
export function RulesForm({
  rules,
  limits,
  steps,
}: {
  rules: { loyalty: Array<{ orders: number; percent: number }>; first_order_percent: number };
  limits: FormLimits;
  steps: number;
}) {
  const { t } = useTranslation();
  const { fetcher, field, busy, result, shown } = useOwnerForm('rules', 'rules');
  const first = field('first_order_percent');
  const formErrors = result && !result.ok && result.reply?.error?.[''] ? result.reply.error[''] : undefined;
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="rules" />
      <FormAlert errors={formErrors} />
      <p className="text-body-secondary">{t('owner.rules.intro')}</p>
      <table className="table align-middle mb-3">
        <thead>
          <tr>
            <th scope="col">{t('owner.rules.orders')}</th>
            <th scope="col">{t('owner.rules.percent')}</th>
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: steps }, (_, i) => {
            const tier = rules.loyalty[i];
            const orders = field(`orders_${i}`);
            const percent = field(`percent_${i}`);
            return (
              <tr key={i}>
                <td>
                  <input
                    {...controlProps(orders)}
                    type="number"
                    {...numberLimits(limits[`orders_${i}`])}
                    defaultValue={shown(`orders_${i}`, tier?.orders ?? '')}
                    aria-label={t('owner.rules.ordersOf', { n: i + 1 })}
                    className={`form-control wd-sort-input ${orders.errors ? 'is-invalid' : ''}`}
                  />
                  <ErrorList id={orders.errorId} errors={orders.errors} />
                </td>
                <td>
                  <div className="input-group wd-percent-group">
                    <input
                      {...controlProps(percent)}
                      type="number"
                      {...numberLimits(limits[`percent_${i}`])}
                      defaultValue={shown(`percent_${i}`, tier?.percent ?? '')}
                      aria-label={t('owner.rules.percentOf', { n: i + 1 })}
                      className={`form-control ${percent.errors ? 'is-invalid' : ''}`}
                    />
                    <span className="input-group-text">%</span>
                  </div>
                  <ErrorList id={percent.errorId} errors={percent.errors} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <LabelledControl id={first.id} label={t('owner.rules.firstOrder')}>
        <div className="input-group wd-percent-group">
          <input
            {...controlProps(first)}
            type="number"
            {...numberLimits(limits.first_order_percent)}
            defaultValue={shown('first_order_percent', rules.first_order_percent)}
            className={`form-control form-control-lg ${first.errors ? 'is-invalid' : ''}`}
          />
          <span className="input-group-text">%</span>
        </div>
        <ErrorList id={first.errorId} errors={first.errors} />
      </LabelledControl>
      <button type="submit" className="btn btn-primary btn-lg" disabled={busy}>
        {t('owner.rules.save')}
      </button>
    </fetcher.Form>
  );
}
