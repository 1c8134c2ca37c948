import { useFetcher } from '@remix-run/react';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import type { ActionResult } from '~/utils/action-result';
import { formatMoney } from '~/utils/format';
import { useApiTexts } from '../orders/api-texts';

type Item = Order['items'][number];
export interface WorkerOption {
  worker_id: number;
  name: string;
  color_back: string;
  color_font: string;
}

/**
 * One service line under 'Назначить исполнителей': its workers (the wash or tyre crew, in
 * their colours), 'Выполнить/Выполнено' and 'Отменить/Отменено', each shown when the API
 * says the line allows it.
 */
export function ItemRow({ item, workers, paid }: { item: Item; workers: WorkerOption[]; paid: boolean }) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const fetcher = useFetcher<ActionResult>();
  const [chosen, setChosen] = useState<number[]>(item.workers.map((w) => w.id));
  const busy = fetcher.state !== 'idle';
  const intent = fetcher.formData?.get('intent');
  const canAssign = item.can_assign;
  const saved = item.workers.map((w) => w.id).sort().join(',') === [...chosen].sort().join(',');

  return (
    <tr className={item.job_status === 'canceled' ? 'text-decoration-line-through text-body-secondary' : undefined}>
      <td>
        <div className="fw-semibold">{say.lineName(item)}</div>
        <div className="small text-body-secondary">
          {item.quantity > 1 ? `× ${item.quantity} · ` : ''}
          {formatMoney(item.sum)} · {say.lineStatus(item)}
        </div>
      </td>
      <td>
        {canAssign ? (
          <fetcher.Form method="post" className="d-flex flex-wrap gap-2 align-items-center">
            <input type="hidden" name="intent" value="workers" />
            <input type="hidden" name="item" value={item.order_item_id} />
            <fieldset className="d-flex flex-wrap gap-2 border-0 p-0 m-0" aria-label={t('task.workersOf', { name: item.name })}>
              {workers.map((w) => {
                const on = chosen.includes(w.worker_id);
                return (
                  <label
                    key={w.worker_id}
                    className={`btn wd-worker ${on ? 'wd-worker-on' : ''}`}
                    // The worker's colours; app.css picks the border that shows on the theme.
                    style={{ background: on ? w.color_back : undefined, color: on ? w.color_font : undefined, '--wd-worker-back': w.color_back, '--wd-worker-font': w.color_font } as CSSProperties}
                  >
                    <input
                      type="checkbox"
                      className="visually-hidden"
                      name="workers"
                      value={w.worker_id}
                      checked={on}
                      onChange={(e) => {
                        const checked = e.currentTarget.checked;
                        setChosen((c) => (checked ? [...c, w.worker_id] : c.filter((x) => x !== w.worker_id)));
                      }}
                    />
                    {w.name}
                  </label>
                );
              })}
            </fieldset>
            <button type="submit" className="btn btn-primary wd-touch" disabled={busy || chosen.length === 0 || saved}>
              {busy && intent === 'workers' ? <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" /> : null}
              {t('task.assign')}
            </button>
          </fetcher.Form>
        ) : (
          <span>{item.workers.map((w) => w.name).join(', ') || '—'}</span>
        )}
      </td>
      <td className="text-nowrap">
        <div className="d-flex flex-wrap gap-2 justify-content-end">
          {item.can_mark ? (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="mark" />
              <input type="hidden" name="item" value={item.order_item_id} />
              <button type="submit" className={`btn wd-touch ${item.job_status === 'done' ? 'btn-success' : 'btn-outline-success'}`} disabled={busy} aria-pressed={item.job_status === 'done'}>
                {item.job_status === 'done' ? t('task.done') : t('task.markDone')}
              </button>
            </fetcher.Form>
          ) : null}
          {item.can_cancel ? (
            <fetcher.Form
              method="post"
              onSubmit={(e) => {
                // On an order with money on it a cancel means money back, and on a fully
                // paid one it cannot be lifted: ask first.
                if (paid && item.job_status !== 'canceled' && !window.confirm(t('task.cancelItemPaidConfirm'))) e.preventDefault();
              }}
            >
              <input type="hidden" name="intent" value="cancel-item" />
              <input type="hidden" name="item" value={item.order_item_id} />
              <button type="submit" className={`btn wd-touch ${item.job_status === 'canceled' ? 'btn-secondary' : 'btn-outline-secondary'}`} disabled={busy} aria-pressed={item.job_status === 'canceled'}>
                {item.job_status === 'canceled' ? t('task.canceled') : t('task.cancelItem')}
              </button>
            </fetcher.Form>
          ) : item.job_status === 'canceled' && item.kind !== 'parking' ? (
            // Canceled for good (the order is paid or finished): the state, not an action.
            <button type="button" className="btn btn-secondary wd-touch" disabled aria-pressed="true">
              {t('task.canceled')}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}
