import { Link } from '@remix-run/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorList, useErrorText } from '~/components/forms';
import { replyFields } from '~/utils/reply-fields';
import type { ActionResult } from '~/utils/action-result';
import { decodeError } from '~/utils/form-errors';
import { useIntentResult } from '~/utils/use-intent-result';
import { formatMoney } from '~/utils/format';
import { cashShort, changeFrom, moneyInputText, parseRoubles, sumProblem } from '~/utils/money-input';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useHydrated } from '~/utils/use-hydrated';
import { useChangeEffect } from '~/utils/use-change-effect';

export const METHODS = ['card', 'cash', 'yandex', 'petrol'] as const;
export type FormMethod = (typeof METHODS)[number];

function newKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

interface MoneyFormProps {
  /** A payment from the client, or a refund to them: the same form, the other way round. */
  intent: 'pay' | 'refund';
  /** Roubles: what is due (to take, or to give back); the sum starts there. */
  due: number;
  title: string;
  submitLabel: string;
  /** The method chosen to begin with: a refund goes back the way the client paid. */
  preset?: FormMethod;
  /**
   * A refund's bounds by card and fuel card (the order's `refund_room`, roubles): a way that
   * took nothing is not offered, and one that can give back less than is due says how much.
   */
  rooms?: Record<Exclude<FormMethod, 'cash'>, number>;
  /** The order, for the way back from «Открыть смену». */
  orderId: number;
}

/** The due moved under the form (a live reload): from what, to what, and whether the typed sum was kept. */
interface DueNote {
  from: number;
  to: number;
  kept: boolean;
}

/**
 * The payment form and the refund form: method and sum are required; the sum starts at
 * what is due, written as the screens write money («1 900,50»). What is wrong with the sum
 * is said next to it (empty, not a sum, 0, more than is due), and so is the API's refusal.
 * For cash, what the client handed over gives the change, or what is still missing («Не
 * хватает 250 ₽»), and the payment waits for enough. A disabled button says why under it.
 * A live reload never replaces what the cashier typed: when the due changes under the
 * form, the page says so beside the sum (docs/screens.md 'Cashier order detail').
 */
export function MoneyForm({ intent, due, title, submitLabel, preset, rooms, orderId }: MoneyFormProps) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher(intent === 'pay' ? 'payment' : 'refund');
  // One key per payment the cashier means to make: a double click or a resubmit sends the
  // same key (one payment recorded); a new key only after the API took this one.
  const [moneyKey, setMoneyKey] = useState(newKey);
  // The fetcher's answer, or the page's own when the form was sent before the scripts ran.
  const result = useIntentResult(fetcher.data, intent);
  // Refused without JavaScript, the page comes back whole: the form starts at what was sent.
  // The page's own answer only: the kept fetcher's may be an old refusal of a form shown again.
  const pageAnswer = useIntentResult(undefined, intent);
  const [sent] = useState(() => sentValues(pageAnswer));
  const [picked, setMethod] = useState<FormMethod | ''>(sent.method ?? preset ?? '');
  // What a way can give back of the due: all of it, or a card's or fuel card's bound (`rooms`).
  const boundOf = (m: FormMethod | '') => {
    const room = m && m !== 'cash' && rooms ? rooms[m] : null;
    return room !== null && room < due ? room : due;
  };
  // The sum starts at what the way chosen first can give back, so the form opens ready to send.
  const [sum, setSum] = useState(() => sent.sum ?? moneyInputText(boundOf(preset ?? '')));
  const [touched, setTouched] = useState(false);
  const [received, setReceived] = useState('');
  // The due the field was filled from, and what the page says of a due that moved since.
  const [base, setBase] = useState(due);
  const [note, setNote] = useState<DueNote | null>(null);
  const seen = useRef(fetcher.data);
  const busy = fetcher.state !== 'idle';
  const hydrated = useHydrated();
  const id = (name: string) => `wd-${intent}-${name}`;

  useChangeEffect(() => {
    // While the form is on its way, its own answer is what moves the due.
    if (busy) return;
    const answer = fetcher.data !== seen.current ? fetcher.data : undefined;
    seen.current = fetcher.data;
    if (answer?.intent === intent && answer.ok) {
      // Taken: the form starts again at what is due now, under a new key.
      setMoneyKey(newKey());
      setSum(moneyInputText(boundOf(picked) || due));
      setBase(due);
      setNote(null);
      setTouched(false);
      setReceived('');
      return;
    }
    if (due === base) return;
    // Moved under the cashier: an untouched field follows the due, a typed sum stays.
    const untouched = sum === moneyInputText(base);
    if (untouched) setSum(moneyInputText(due));
    setNote({ from: base, to: due, kept: !untouched });
    setBase(due);
    // Only a new due or a new answer counts; the sum typed is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [due, busy, fetcher.data, intent]);

  const errorText = useErrorText();
  const roomOf = (m: FormMethod) => (m === 'cash' || !rooms ? null : rooms[m]);
  const offered = METHODS.filter((m) => m === 'cash' || !rooms || rooms[m] > 0);
  // A way that gave back all it took (this refund, or another desk's) is offered no more, nor kept chosen.
  // Cash alone left (the cards gave back all they took): it is the way.
  const method = picked && offered.includes(picked) ? picked : offered.length === 1 ? offered[0]! : '';
  // By a card that can give back less than is due, the sum is bound by what it can.
  const room = method ? roomOf(method) : null;
  const bound = room !== null && room < due ? room : due;
  const problem = sumProblem(sum, bound);
  const shownProblem = problem && (touched || problem !== 'required') ? problem : null;
  const answered = fetcher.state === 'idle' ? result : undefined;
  // What the server said of the form (conform's reply): the API's refusal or a sum it could
  // not read, under the sum; a missing method under the methods.
  const field = replyFields(`cashier-${intent}`, answered?.reply);
  const sumErrors = field('sum').errors ?? (answered && !answered.ok ? [answered.error] : undefined);
  const refusal = sumErrors?.length ? errorText(sumErrors[0]!) : null;
  // The shift closed meanwhile (on another device): the way to open one is beside the refusal, and comes back here.
  const shiftClosed = sumErrors?.some((e) => decodeError(e)?.key === 'api.shift_not_open') ?? false;
  const cash = intent === 'pay' && method === 'cash';
  // Change and shortfall are worked out from a sum the form would send: against a sum above the
  // due, «Не хватает» would stand beside «Больше, чем нужно» for money nobody owes.
  const change = cash && !problem ? changeFrom(received, sum) : null;
  const short = cash && !problem ? cashShort(received, sum) : null;
  const shortText = short !== null ? t('cashier.short', { sum: formatMoney(short / 100) }) : null;
  // Why the button is off, the first thing missing as the form reads.
  const why = busy
    ? null
    : !method
      ? t(intent === 'pay' ? 'cashier.why.method' : 'cashier.why.refundMethod')
      : problem
        ? t(problem === 'required' ? 'cashier.why.sumRequired' : 'cashier.why.sum')
        : shortText;
  const dueText = (roubles: number) => formatMoney(roubles);

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
            {offered.map((m) => (
              <div key={m}>
                <input
                  type="radio"
                  className="btn-check"
                  name="method"
                  id={id(`method-${m}`)}
                  value={m}
                  checked={method === m}
                  onChange={() => {
                    setMethod(m);
                    // A sum not typed follows the way: what it can give back of the due.
                    if (!touched) setSum(moneyInputText(boundOf(m)));
                  }}
                />
                <label className="btn btn-outline-primary btn-lg" htmlFor={id(`method-${m}`)}>
                  {t(`cashier.methods.${m}`)}
                  {(roomOf(m) ?? due) < due ? (
                    <small className="d-block">{t('cashier.upTo', { sum: formatMoney(roomOf(m)!) })}</small>
                  ) : null}
                </label>
              </div>
            ))}
          </div>
          {touched && !method ? (
            <div className="invalid-feedback d-block">{t('cashier.required')}</div>
          ) : (
            <ErrorList errors={field('method').errors} />
          )}
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
            aria-describedby={`${id('sum-error')} ${id('due-note')}`}
          />
          <span className="input-group-text">₽</span>
        </div>
        <div id={id('sum-error')} className="invalid-feedback d-block mb-2" role="alert">
          {shownProblem
            ? bound < due && shownProblem === 'aboveDue'
              ? t('cashier.sumProblem.aboveWay', { sum: formatMoney(bound) })
              : t(`cashier.sumProblem.${shownProblem}`, { due: formatMoney(due) })
            : refusal}
        </div>
        {shiftClosed && !shownProblem ? (
          <Link to={`/cashier/shift?order=${orderId}`} className="btn btn-warning btn-lg mb-2">
            {t('shift.goOpen')}
          </Link>
        ) : null}
        {note ? (
          <div className="alert alert-warning d-flex flex-wrap align-items-center gap-2 py-2" role="status">
            <span id={id('due-note')}>
              {note.kept
                ? t(`cashier.dueChanged.${intent}`, { due: dueText(note.to) })
                : t(`cashier.dueChangedFrom.${intent}`, { from: dueText(note.from), due: dueText(note.to) })}
            </span>
            {note.kept ? (
              <button
                type="button"
                className="btn btn-warning"
                onClick={() => {
                  setSum(moneyInputText(note.to));
                  setNote(null);
                }}
              >
                {t('cashier.useDue', { due: dueText(note.to) })}
              </button>
            ) : null}
          </div>
        ) : null}
        {cash ? (
          <div className="mb-3">
            <label htmlFor={id('received')} className="form-label">
              {t('cashier.received')}
            </label>
            <div className="input-group input-group-lg">
              <input
                id={id('received')}
                inputMode="decimal"
                className={`form-control ${shortText ? 'is-invalid' : ''}`}
                value={received}
                onChange={(e) => setReceived(e.currentTarget.value.replace(/[^\d.,\s]/g, ''))}
                aria-describedby={id('change')}
              />
              <span className="input-group-text">₽</span>
            </div>
            <div id={id('change')} className={`fs-5 ${shortText ? 'invalid-feedback d-block' : 'form-text'}`} aria-live="polite">
              {shortText ??
                (change !== null
                  ? t('cashier.change', { received: formatMoney((parseRoubles(received) ?? 0) / 100), change: formatMoney(change / 100) })
                  : null)}
            </div>
          </div>
        ) : null}
        <button
          type="submit"
          className={`btn btn-lg w-100 wd-primary-action ${intent === 'pay' ? 'btn-success' : 'btn-warning'}`}
          disabled={hydrated && (busy || why !== null)}
          aria-describedby={hydrated && why ? id('why') : undefined}
        >
          {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {submitLabel}
        </button>
        {hydrated && why ? (
          <div id={id('why')} className="form-text">
            {why}
          </div>
        ) : null}
      </div>
    </fetcher.Form>
  );
}

/** What a refused form had sent (conform's reply keeps it): its method and sum as typed. */
function sentValues(result: ActionResult | undefined): { method?: FormMethod; sum?: string } {
  const sent = result && !result.ok ? result.reply?.initialValue : undefined;
  if (!sent) return {};
  const method = METHODS.find((m) => m === sent.method);
  return { method, sum: typeof sent.sum === 'string' ? sent.sum : undefined };
}
