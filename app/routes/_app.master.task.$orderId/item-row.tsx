import { type useFetcher } from '@remix-run/react';
import { useResultFetcher } from '~/utils/use-result-fetcher';
import type { CSSProperties, FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import { formatMoney, formatQuantity } from '~/utils/format';
import { useConfirm } from '~/components/confirm-dialog';
import { useHydrated } from '~/utils/use-hydrated';
import { useApiTexts } from '~/components/orders/api-texts';
import { isCanceled, isDone } from '~/components/orders/status-display';

type Item = Order['items'][number];
export interface WorkerOption {
  worker_id: number;
  name: string;
  color_back: string;
  color_font: string;
}

/**
 * One service line under 'Назначить исполнителей': its worker chips (the wash or tyre crew,
 * in their colours; saved by the section's one 'Назначить'), 'Выполнить/Выполнено' and
 * 'Отменить/Отменено', each shown when the API says the line allows it.
 */
export function ItemRow({
  item,
  workers,
  chosen,
  unsaved,
  onToggle,
}: {
  item: Item;
  workers: WorkerOption[];
  chosen: number[];
  unsaved: boolean;
  onToggle: (workerId: number, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const fetcher = useResultFetcher();
  const { ask, dialog } = useConfirm();
  const busy = fetcher.state !== 'idle';
  // A cancel that asks first is off until the page's scripts run: before them a tap would cancel without the question.
  const hydrated = useHydrated();

  // A canceled line's service, sum and workers are struck through, never its status, buttons and
  // notes: a struck «Отменено» would read as not canceled.
  const struck = isCanceled(item) ? 'text-decoration-line-through' : undefined;
  return (
    <tr className={isCanceled(item) ? 'text-body-secondary' : undefined}>
      <td>
        <div className={`fw-semibold ${struck ?? ''}`}>
          {say.lineLabel(item)}
          {formatQuantity(item.quantity)}
        </div>
        <div className="small text-body-secondary">
          {/* Before the discount, as the order's lines below list it: one sum per line on the page. */}
          <span className={struck}>{formatMoney(item.sum_before_discount)}</span> · {say.lineStatus(item)}
        </div>
      </td>
      <td className={struck}>
        {item.can_assign ? (
          <fieldset className="d-flex flex-wrap gap-2 border-0 p-0 m-0" aria-label={t('task.workersOf', { name: item.name })}>
            {workers.map((w) => {
              const on = chosen.includes(w.worker_id);
              const wasSaved = item.workers.some((x) => x.id === w.worker_id);
              return (
                <label
                  key={w.worker_id}
                  // A chip chosen or dropped but not yet saved is dashed (app.css), so it never passes for assigned.
                  className={`btn wd-worker ${on ? 'wd-worker-on' : ''} ${unsaved && on !== wasSaved ? 'wd-worker-unsaved' : ''}`}
                  // The worker's colours; app.css picks the border that shows on the theme.
                  style={
                    {
                      background: on ? w.color_back : undefined,
                      color: on ? w.color_font : undefined,
                      '--wd-worker-back': w.color_back,
                      '--wd-worker-font': w.color_font,
                    } as CSSProperties
                  }
                >
                  <input
                    type="checkbox"
                    className="visually-hidden"
                    checked={on}
                    onChange={(e) => onToggle(w.worker_id, e.currentTarget.checked)}
                  />
                  {w.name}
                </label>
              );
            })}
          </fieldset>
        ) : (
          <span>{item.workers.map((w) => w.name).join(', ') || '—'}</span>
        )}
      </td>
      <td className="text-nowrap">
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          {item.can_mark ? (
            <ItemToggle
              Form={fetcher.Form}
              intent="mark"
              state="done"
              item={item.order_item_id}
              pressed={isDone(item)}
              tone="success"
              busy={busy}
            >
              {isDone(item) ? t('task.done') : t('task.markDone')}
            </ItemToggle>
          ) : null}
          {item.can_cancel ? (
            <ItemToggle
              Form={fetcher.Form}
              intent="cancel-item"
              state="canceled"
              item={item.order_item_id}
              pressed={isCanceled(item)}
              tone="secondary"
              busy={busy}
              off={item.cancel_asks_first && !hydrated}
              onSubmit={(e) => {
                // On an order with money on it a cancel means money back, and on a fully
                // paid one it cannot be lifted: the API says when to ask first.
                if (!item.cancel_asks_first) return;
                e.preventDefault();
                const form = e.currentTarget;
                void ask({ text: t('task.cancelItemPaidConfirm'), confirm: t('task.cancelItem') }).then((yes) => {
                  if (yes) fetcher.submit(form);
                });
              }}
            >
              {isCanceled(item) ? t('task.canceled') : t('task.cancelItem')}
            </ItemToggle>
          ) : isCanceled(item) && item.kind !== 'parking' ? (
            // Canceled for good (the order is paid or finished, or the service was chosen again): the state, not an action.
            <button type="button" className="btn btn-secondary wd-touch" disabled aria-pressed="true">
              {t('task.canceled')}
            </button>
          ) : null}
        </div>
        {item.cancel_goes_with_order ? (
          <p className="small text-body-secondary mt-1 mb-0 text-wrap">{t('task.lastServiceCancel')}</p>
        ) : null}
        {item.cancel_kept_for_twin ? <p className="small text-body-secondary mt-1 mb-0 text-wrap">{t('task.twinCanceled')}</p> : null}
        {dialog}
      </td>
    </tr>
  );
}

/**
 * A line's two-state action (done, canceled): one small form whose button shows the state it
 * is in and asks for the other one by name, so a form sent twice does not undo itself.
 */
function ItemToggle({
  Form,
  intent,
  state,
  item,
  pressed,
  tone,
  busy,
  off = false,
  onSubmit,
  children,
}: {
  Form: ReturnType<typeof useFetcher>['Form'];
  intent: string;
  /** The form field of the state asked for. */
  state: 'done' | 'canceled';
  item: number;
  pressed: boolean;
  tone: 'success' | 'secondary';
  busy: boolean;
  /** Off for another reason than a save under way (no spinner). */
  off?: boolean;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <Form method="post" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="item" value={item} />
      <input type="hidden" name={state} value={pressed ? '0' : '1'} />
      <button
        type="submit"
        className={`btn wd-touch ${pressed ? `btn-${tone}` : `btn-outline-${tone}`}`}
        disabled={busy || off}
        aria-pressed={pressed}
      >
        {children}
      </button>
    </Form>
  );
}
