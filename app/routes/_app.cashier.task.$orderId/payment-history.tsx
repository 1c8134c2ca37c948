import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Order } from '#contract/orders';
import { useApiTexts } from '~/components/orders/api-texts';
import { useTimeZone } from '~/utils/root-data';
import { formatDateTime, formatMoney } from '~/utils/format';
import { METHODS } from './money-form';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useAnswerToast } from '~/utils/use-result-toast';

type Payment = Order['pay_transactions'][number];
const methodOf = (p: Payment) => (p.method === 'fuel' ? (p.fuel_card_name ?? 'yandex') : p.method);

/**
 * Payment history: payments, and refunds as negative «Возврат» lines; a line's method can be
 * switched afterwards where the API says this cashier may (its own open shift, or the owner:
 * docs/screens.md section 4).
 */
export function PaymentHistory({ payments }: { payments: Payment[] }) {
  const { t } = useTranslation();
  if (!payments.length) return null;
  return (
    <section className="card wd-block" aria-labelledby="wd-history-title">
      <div className="card-body">
        <h2 id="wd-history-title" className="h5">
          {t('cashier.history')}
        </h2>
        <ul className="list-unstyled mb-0">
          {payments.map((p) => (
            <PaymentRow key={`${p.id}-${methodOf(p)}`} payment={p} />
          ))}
        </ul>
      </div>
    </section>
  );
}

const FISCAL_BADGE = { pending: 'text-bg-secondary', sent: 'text-bg-info', done: 'text-bg-success', failed: 'text-bg-danger' } as const;

/** The payment's fiscal receipt, when a register is set up: its state, and for a failed one why and «Отправить снова». */
function FiscalState({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const said = useApiTexts();
  const fetcher = useResultFetcher(`fiscal-${payment.id}`);
  if (!payment.fiscal_status) return null;
  return (
    <>
      <span
        className={`badge ${FISCAL_BADGE[payment.fiscal_status]}`}
        title={payment.fiscal_error ? said.fiscalProblem(payment.fiscal_problem, payment.fiscal_error) : undefined}
      >
        {t(`fiscal.${payment.fiscal_status}`)}
      </span>
      {payment.fiscal_status === 'failed' ? (
        <fetcher.Form method="post" className="d-flex flex-wrap align-items-center gap-2 w-100">
          <span className="text-danger small">
            {t('fiscal.errorIs', { error: said.fiscalProblem(payment.fiscal_problem, payment.fiscal_error) })}
          </span>
          <input type="hidden" name="intent" value="fiscal-retry" />
          <input type="hidden" name="payment" value={payment.id} />
          <button type="submit" className="btn btn-outline-danger" disabled={fetcher.state !== 'idle'}>
            {t('fiscal.retry')}
          </button>
        </fetcher.Form>
      ) : null}
    </>
  );
}

function PaymentRow({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const timeZone = useTimeZone();
  const fetcher = useResultFetcher();
  // Watched by the row, which stays: the shell may see the answer only after the page's reload.
  useAnswerToast(fetcher.data);
  const own = methodOf(payment);
  const [method, setMethod] = useState(own);
  // A refused switch puts the line's own method back: the select must not show a method the
  // payment does not have (the toast says why it stays).
  const refused = fetcher.state === 'idle' && fetcher.data?.ok === false ? fetcher.data : undefined;
  useEffect(() => {
    if (refused) setMethod(own);
  }, [refused, own]);
  const refund = payment.kind === 'refund';
  return (
    <li className="d-flex flex-wrap align-items-center gap-2 py-2 border-bottom">
      {refund ? <span className="badge text-bg-warning">{t('cashier.refundLine')}</span> : null}
      <span className={`fw-semibold text-nowrap ${refund ? 'text-warning-emphasis' : ''}`}>
        {refund ? `−${formatMoney(-payment.sum)}` : formatMoney(payment.sum)}
      </span>
      <span className="text-body-secondary text-nowrap">{formatDateTime(payment.added_at, timeZone)}</span>
      <FiscalState payment={payment} />
      {/* The method keeps its full name («Топливная карта Петрол Плюс»); the button wraps on a phone. */}
      {payment.can_switch_method ? (
        <fetcher.Form method="post" className="d-flex flex-wrap gap-2 ms-auto wd-method-switch">
          <input type="hidden" name="intent" value="switch" />
          <input type="hidden" name="payment" value={payment.id} />
          <select
            name="method"
            className="form-select wd-grow-select"
            aria-label={t(refund ? 'cashier.methodOfRefund' : 'cashier.methodOf', { sum: formatMoney(Math.abs(payment.sum)) })}
            value={method}
            onChange={(e) => setMethod(e.currentTarget.value as typeof method)}
          >
            {METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`cashier.methods.${m}`)}
              </option>
            ))}
          </select>
          {/* Offered once another method is chosen: never a button that is off for no reason shown. */}
          {method !== own ? (
            <button type="submit" className="btn btn-outline-primary" disabled={fetcher.state !== 'idle'}>
              {t('cashier.switch')}
            </button>
          ) : null}
        </fetcher.Form>
      ) : (
        <span className="ms-auto text-body-secondary" title={lockTitle(payment.method_locked, t)}>
          {t(`cashier.methods.${own}`)}
          {/* Why it stays as it is, so that nobody looks for the switch (a receipt at the
              register says so already, in its badge). */}
          {payment.method_locked === 'shift_closed_payment' ? <small> · {t('cashier.shiftClosedPayment')}</small> : null}
          {payment.method_locked === 'payment_not_your_shift' ? <small> · {t('cashier.otherShiftPayment')}</small> : null}
          {payment.method_locked === 'switch_cash_short' ? <small> · {t('cashier.cashShortPayment')}</small> : null}
          {payment.method_locked === 'switch_refund_way' ? <small> · {t('cashier.cardRefundPayment')}</small> : null}
        </span>
      )}
    </li>
  );
}

/** Why the method stays, in full; the drawer's sums are said by the switch's own refusal, so here in words only. */
function lockTitle(lock: Order['pay_transactions'][number]['method_locked'], t: TFunction) {
  if (lock === null) return undefined;
  return lock === 'switch_cash_short' ? t('cashier.cashShortHint') : t(`api.${lock}`, { ns: 'errors' });
}
