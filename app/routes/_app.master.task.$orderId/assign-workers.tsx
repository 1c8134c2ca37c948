import { useResultFetcher } from '~/utils/use-result-fetcher';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import { isId, isListOf, isRecord } from '~/utils/stored-shape';
import { useSessionDraft } from '~/utils/use-session-draft';
import { ItemRow, type WorkerOption } from './item-row';
import { useWhyDisabled } from '~/components/why-disabled';

/** Unsaved worker choices by order line id; a line absent from it shows what the server has. */
type Draft = Record<string, number[]>;
const isWorkerIds = isListOf(isId, 20);
const isDraft = (value: unknown): value is Draft => isRecord(value) && Object.values(value).every(isWorkerIds);

const sameSet = (a: number[], b: number[]) => a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

/**
 * 'Назначить исполнителей': every line's worker chips, and one 'Назначить' that saves all the
 * lines changed since the last save. What is chosen but not yet saved is kept for this tab
 * (a reload or a sign-in after an expired session finds it again) and looks unsaved: a
 * dashed chip and a note beside the button.
 */
export function AssignWorkers({
  order,
  washWorkers,
  tireWorkers,
}: {
  order: Order;
  washWorkers: WorkerOption[];
  tireWorkers: WorkerOption[];
}) {
  const { t } = useTranslation();
  const fetcher = useResultFetcher();
  const [draft, setDraft] = useSessionDraft<Draft>(`workers:${order.id}`, {}, isDraft);
  const saved = useMemo(() => new Map(order.items.map((i) => [String(i.order_item_id), i.workers.map((w) => w.id)])), [order.items]);

  // A line whose choice equals the server's again (saved here or by another tablet) has no draft.
  const pending = useMemo(
    () => Object.entries(draft).filter(([id, ids]) => saved.has(id) && !sameSet(ids, saved.get(id)!)),
    [draft, saved],
  );
  const why = useWhyDisabled(pending.length === 0 ? t('task.whyOff.workers') : null);
  // A choice the server now holds (saved here, or the same set chosen on another tablet)
  // leaves the draft: after 'Назначить' the draft empties itself, and a stale entry can
  // never come back later and undo someone's change.
  useEffect(() => {
    const held = new Set(Object.entries(draft).flatMap(([id, ids]) => (!saved.has(id) || sameSet(ids, saved.get(id)!) ? [id] : [])));
    if (held.size === 0) return;
    setDraft((d) => Object.fromEntries(Object.entries(d).filter(([id]) => !held.has(id))));
  }, [draft, saved, setDraft]);

  const toggle = (itemId: number, workerId: number, on: boolean) =>
    setDraft((d) => {
      const key = String(itemId);
      const current = d[key] ?? saved.get(key) ?? [];
      const next = on ? [...new Set([...current, workerId])] : current.filter((x) => x !== workerId);
      const { [key]: _dropped, ...rest } = d;
      return sameSet(next, saved.get(key) ?? []) ? rest : { ...rest, [key]: next };
    });

  const busy = fetcher.state !== 'idle';
  const assignable = order.items.some((i) => i.can_assign);
  return (
    <section className="card wd-block mb-3" aria-labelledby="wd-assign">
      <div className="card-body">
        <h2 id="wd-assign" className="h5">
          {t('task.assignTitle')}
        </h2>
        <div className="table-responsive">
          <table className="table align-middle mb-0 wd-assign-table">
            <thead>
              <tr>
                <th scope="col">{t('task.service')}</th>
                <th scope="col">{t('task.workers')}</th>
                <th scope="col" className="text-end">
                  <span className="visually-hidden">{t('task.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {order.items.map((item) => {
                const key = String(item.order_item_id);
                return (
                  <ItemRow
                    key={key}
                    item={item}
                    workers={item.is_wash ? washWorkers : tireWorkers}
                    chosen={draft[key] ?? saved.get(key) ?? []}
                    unsaved={pending.some(([id]) => id === key)}
                    onToggle={(workerId, on) => toggle(item.order_item_id, workerId, on)}
                  />
                );
              })}
            </tbody>
          </table>
        </div>
        {assignable ? (
          <fetcher.Form method="post" className="d-flex flex-wrap align-items-center gap-3 mt-3">
            <input type="hidden" name="intent" value="workers" />
            <input
              type="hidden"
              name="assignments"
              value={JSON.stringify(pending.map(([item, workers]) => ({ item: Number(item), workers })))}
            />
            <button
              type="submit"
              className="btn btn-primary btn-lg wd-touch"
              disabled={busy || pending.length === 0}
              aria-describedby={why.describedBy}
            >
              {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
              {t('task.assign')}
            </button>
            {why.note}
            {pending.length ? (
              <span className="text-warning-emphasis fw-semibold" role="status">
                {t('task.unsaved', { n: pending.length })}
              </span>
            ) : null}
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}
