import { Form, Link } from '@remix-run/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newIdempotencyKey } from '~/utils/idempotency-key';
import type { TyreSetRow } from '#contract/storage';
import { BlockCard } from '~/components/block-card';
import { SetLine } from '~/components/storage/set-line';

/**
 * «Хранение шин» on an open order (docs/decisions/041-seasonal-tyre-storage.md): the client's
 * sets in storage, each given back into this order (a seasonal change: its months past the
 * term are charged here), and the way to take the car's other set in, its season on this order.
 */
export function StorageBlock({ orderId, sets, busy }: { orderId: number; sets: TyreSetRow[]; busy: boolean }) {
  const { t } = useTranslation();
  // A set taken in on this very order is not offered back into it.
  const others = sets.filter((s) => s.take_order_id !== orderId);
  // One key per give: a lost answer sent again gives the set once.
  const [giveKey] = useState(newIdempotencyKey);
  return (
    <BlockCard titleId="wd-task-storage" title={t('storage.onOrderTitle')} className="mb-3">
      {others.length ? (
        <ul className="list-group list-group-flush mb-3">
          {others.map((set) => (
            <SetLine
              key={set.id}
              set={set}
              action={
                <Form method="post">
                  <input type="hidden" name="intent" value="give-set" />
                  <input type="hidden" name="set_id" value={set.id} />
                  <input type="hidden" name="idempotency_key" value={`${giveKey}-${set.id}`} />
                  <button type="submit" className="btn btn-success btn-lg wd-touch" disabled={busy}>
                    {t('storage.giveIntoOrder')}
                  </button>
                </Form>
              }
            />
          ))}
        </ul>
      ) : (
        <p className="text-body-secondary">{t('storage.noneOfClient')}</p>
      )}
      <Link to={`/storage/new?order=${orderId}`} className="btn btn-outline-primary btn-lg wd-touch">
        {t('storage.takeFromOrder')}
      </Link>
    </BlockCard>
  );
}
