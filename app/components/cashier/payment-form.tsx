import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import { useCashierFetcher } from './use-cashier-fetcher';

export const METHODS = ['card', 'cash', 'yandex', 'petrol'] as const;

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

/**
 * The payment form (SPEC.md section 5): method and sum are required ('Required' when the
 * sum is empty); the sum starts at what is due. The button is off while the payment runs.
 */
export function PaymentForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const fetcher = useCashierFetcher('payment');
  // One key per payment the cashier means to make: a double click or a resubmit sends the
  // same key (one payment recorded); a new key only after the API took this one.
  const [paymentKey, setPaymentKey] = useState(newKey);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === 'pay' && fetcher.data.ok) setPaymentKey(newKey());
  }, [fetcher.state, fetcher.data]);
  const [method, setMethod] = useState<(typeof METHODS)[number] | ''>('');
  const [sum, setSum] = useState(String(order.pay_sum));
  const [touched, setTouched] = useState(false);
  const sumRef = useRef<HTMLInputElement>(null);
  const busy = fetcher.state !== 'idle';

  // After each answer the due sum is the new default.
  useEffect(() => setSum(String(order.pay_sum)), [order.pay_sum]);

  const sumMissing = sum.trim() === '';
  return (
    <fetcher.Form method="post" className="card wd-block" aria-labelledby="wd-pay-title" onSubmit={() => setTouched(true)}>
      <div className="card-body">
        <h2 id="wd-pay-title" className="h5">
          {t('cashier.payTitle')}
        </h2>
        <input type="hidden" name="intent" value="pay" />
        <input type="hidden" name="key" value={paymentKey} />
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('cashier.method')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {METHODS.map((m) => (
              <div key={m}>
                <input type="radio" className="btn-check" name="method" id={`wd-method-${m}`} value={m} checked={method === m} onChange={() => setMethod(m)} />
                <label className="btn btn-outline-primary btn-lg" htmlFor={`wd-method-${m}`}>
                  {t(`cashier.methods.${m}`)}
                </label>
              </div>
            ))}
          </div>
          {touched && !method ? <div className="invalid-feedback d-block">{t('cashier.required')}</div> : null}
        </fieldset>
        <label htmlFor="wd-pay-sum" className="form-label">
          {t('cashier.sum')}
        </label>
        <div className="input-group input-group-lg mb-1">
          <input
            ref={sumRef}
            id="wd-pay-sum"
            name="sum"
            inputMode="decimal"
            className={`form-control ${touched && sumMissing ? 'is-invalid' : ''}`}
            value={sum}
            onChange={(e) => setSum(e.currentTarget.value.replace(/[^\d.,\s]/g, ''))}
            onBlur={() => setTouched(true)}
            aria-describedby="wd-pay-sum-error"
          />
          <span className="input-group-text">₽</span>
        </div>
        <div id="wd-pay-sum-error" className="invalid-feedback d-block mb-2">
          {touched && sumMissing ? t('cashier.required') : null}
        </div>
        <button type="submit" className="btn btn-success btn-lg w-100 wd-primary-action" disabled={!method || sumMissing || busy}>
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {t('cashier.pay')}
        </button>
      </div>
    </fetcher.Form>
  );
}
