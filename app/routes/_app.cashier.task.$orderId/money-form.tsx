import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorList, useErrorText } from '~/components/forms';
import { replyFields } from '~/utils/reply-fields';
import { useIntentResult } from '~/utils/use-intent-result';
import { formatMoney } from '~/utils/format';
import { changeFrom, parseRoubles, sumProblem } from '~/utils/money-input';
import { useCashierFetcher } from './use-cashier-fetcher';
import { useHydrated } from '~/utils/use-hydrated';

export const METHODS = ['card', 'cash', 'yandex', 'petrol'] as const;

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

interface MoneyFormProps {
  /** A payment from the client, or a refund to them: the same form, the other way round. */
  intent: 'pay' | 'refund';
  /** Roubles: what is due (to take, or to give back); the sum starts there. */
  due: number;
  title: string;
  submitLabel: string;
}

/**
 * The payment form and the refund form: method and sum are required; the sum starts at
 * what is due. What is wrong with the sum is said next to it (empty, not a sum, 0, more
 * than is due), and so is the API's refusal. For cash, what the client handed over gives
 * the change. The button is off while the request runs.
 */
export function MoneyForm({ intent, due, title, submitLabel }: MoneyFormProps) {
  const { t } = useTranslation();
  const fetcher = useCashierFetcher(intent === 'pay' ? 'payment' : 'refund');
  // One key per payment the cashier means to make: a double click or a resubmit sends the
  // same key (one payment recorded); a new key only after the API took this one.
  const [moneyKey, setMoneyKey] = useState(newKey);
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === intent && fetcher.data.ok) setMoneyKey(newKey());
  }, [fetcher.state, fetcher.data, intent]);
  const [method, setMethod] = useState<(typeof METHODS)[number] | ''>('');
  const [sum, setSum] = useState(String(due));
  const [touched, setTouched] = useState(false);
  const busy = fetcher.state !== 'idle';
  const hydrated = useHydrated();
  const id = (name: string) => `wd-${intent}-${name}`;

  // After each answer the due sum is the new default.
  useEffect(() => setSum(String(due)), [due]);

  const [received, setReceived] = useState('');
  const errorText = useErrorText();
  const problem = sumProblem(sum, due);
  const shownProblem = problem && (touched || problem !== 'required') ? problem : null;
  // The fetcher's answer, or the page's own when the form was sent before the scripts ran.
  const result = useIntentResult(fetcher.data, intent);
  const answered = fetcher.state === 'idle' ? result : undefined;
  // What the server said of the form (conform's reply): the API's refusal or a sum it could
  // not read, under the sum; a missing method under the methods.
  const field = replyFields(`cashier-${intent}`, answered?.reply);
  const sumErrors = field('sum').errors ?? (answered && !answered.ok ? [answered.error] : undefined);
  const refusal = sumErrors?.length ? errorText(sumErrors[0]!) : null;
  const change = intent === 'pay' && method === 'cash' ? changeFrom(received, sum) : null;
  useEffect(() => {
    if (fetcher.state === 'idle' && fetcher.data?.intent === intent && fetcher.data.ok) setReceived('');
  }, [fetcher.state, fetcher.data, intent]);
  return (
    <fetcher.Form method="post" className="card wd-block" aria-labelledby={id('title')} onSubmit={() => setTouched(true)}>
      <div className="card-body">
        <h2 id={id('title')} className="h5">
          {title}
        </h2>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="key" value={moneyKey} />
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t(intent === 'pay' ? 'cashier.method' : 'cashier.refundMethod')}</legend>
          <div className="d-flex flex-wrap gap-2">
            {METHODS.map((m) => (
              <div key={m}>
                <input type="radio" className="btn-check" name="method" id={id(`method-${m}`)} value={m} checked={method === m} onChange={() => setMethod(m)} />
                <label className="btn btn-outline-primary btn-lg" htmlFor={id(`method-${m}`)}>
                  {t(`cashier.methods.${m}`)}
                </label>
              </div>
            ))}
          </div>
          {touched && !method ? <div className="invalid-feedback d-block">{t('cashier.required')}</div> : <ErrorList errors={field('method').errors} />}
        </fieldset>
        <label htmlFor={id('sum')} className="form-label">
          {t('cashier.sum')}
        </label>
        <div className="input-group input-group-lg mb-1">
          <input
            id={id('sum')}
            name="sum"
            inputMode="decimal"
            className={`form-control ${shownProblem || refusal ? 'is-invalid' : ''}`}
            value={sum}
            onChange={(e) => {
              setSum(e.currentTarget.value.slice(0, 20));
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            aria-describedby={id('sum-error')}
          />
          <span className="input-group-text">₽</span>
        </div>
        <div id={id('sum-error')} className="invalid-feedback d-block mb-2" role="alert">
          {shownProblem ? t(`cashier.sumProblem.${shownProblem}`, { due: formatMoney(due) }) : refusal}
        </div>
        {intent === 'pay' && method === 'cash' ? (
          <div className="mb-3">
            <label htmlFor={id('received')} className="form-label">
              {t('cashier.received')}
            </label>
            <div className="input-group input-group-lg">
              <input id={id('received')} inputMode="decimal" className="form-control" value={received} onChange={(e) => setReceived(e.currentTarget.value.replace(/[^\d.,\s]/g, ''))} aria-describedby={id('change')} />
              <span className="input-group-text">₽</span>
            </div>
            <div id={id('change')} className="form-text fs-5" aria-live="polite">
              {change !== null ? t('cashier.change', { received: formatMoney((parseRoubles(received) ?? 0) / 100), change: formatMoney(change / 100) }) : null}
            </div>
          </div>
        ) : null}
        <button type="submit" className={`btn btn-lg w-100 wd-primary-action ${intent === 'pay' ? 'btn-success' : 'btn-warning'}`} disabled={hydrated && (!method || problem !== null || busy)}>
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
      </div>
    </fetcher.Form>
  );
}
