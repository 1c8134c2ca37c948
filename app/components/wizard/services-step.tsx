import { Form, useNavigation, useRouteLoaderData, useSearchParams } from '@remix-run/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Order } from '#contract/orders';
import type { loader as rootLoader } from '~/root';
import { formatDateTime, formatMoney } from '~/utils/format';
import { MinusIcon, PlusIcon } from '../icons';
import { useApiTexts } from '../orders/api-texts';
import { QuantityInput } from './quantity-input';

interface Offer {
  service_id: number;
  name: string;
  price: number;
  color_back: string;
  color_font: string;
}

interface RecentOrder {
  order_id: number;
  datetime: string;
  total_sum: number;
  total_sum_now: number;
  items: Array<{ service_id: number | null; name: string; quantity: number; sum_now: number | null; is_wash: boolean; is_available: boolean; radius_id: number | null; profile_id: number | null }>;
}

interface ServicesStepProps {
  order: Order;
  wash: Offer[];
  tires: Offer[];
  radii: Array<{ radius_id: number; name: string }>;
  profiles: Array<{ profile_id: number; name: string; code: string | null }>;
  radiusId: number | null;
  profileId: number | null;
  recent: RecentOrder[];
  error?: string;
}

interface Line {
  serviceId: number;
  isWash: boolean;
  radiusId: number | null;
  profileId: number | null;
  quantity: number;
  price: number;
  name: string;
}

const keyOf = (l: Pick<Line, 'serviceId' | 'radiusId' | 'profileId'>) => `${l.serviceId}:${l.radiusId ?? ''}:${l.profileId ?? ''}`;

/**
 * Step 3: the services (docs/screens.md 'New-order wizard' 3). The selection is kept here until
 * 'Подтвердить заказ'; then the server's lines become exactly this selection.
 */
export function ServicesStep({ order, wash, tires, radii, profiles, radiusId, profileId, recent, error }: ServicesStepProps) {
  const { t } = useTranslation();
  const say = useApiTexts();
  const timeZone = useRouteLoaderData<typeof rootLoader>('root')?.timeZone ?? 'Europe/Moscow';
  const pending = useNavigation().state === 'submitting';
  const [, setSearchParams] = useSearchParams();
  const editMode = order.items.some((i) => i.kind !== 'parking');
  const [tab, setTab] = useState<'wash' | 'tire'>(order.is_tire && !order.is_wash ? 'tire' : 'wash');
  const [showRecent, setShowRecent] = useState(false);
  const [lines, setLines] = useState<Map<string, Line>>(
    () =>
      new Map(
        order.items
          .filter((i) => i.job_status !== 'canceled' && i.kind !== 'parking' && i.service_id)
          .map((i) => {
            const line = { serviceId: i.service_id!, isWash: i.is_wash, radiusId: i.radius_id, profileId: i.profile_id, quantity: i.quantity, price: i.price_item, name: i.name };
            return [keyOf(line), line];
          }),
      ),
  );
  const total = useMemo(() => [...lines.values()].reduce((s, l) => s + l.price * l.quantity, 0), [lines]);

  const setQuantity = (line: Omit<Line, 'quantity'>, quantity: number) =>
    setLines((prev) => {
      const next = new Map(prev);
      // Reducing from 1 deselects the service (docs/screens.md section 4).
      if (quantity < 1) next.delete(keyOf(line));
      else next.set(keyOf(line), { ...line, quantity: Math.min(99, quantity) });
      return next;
    });

  const repeat = (past: RecentOrder) => {
    for (const item of past.items) {
      if (!item.is_available || !item.service_id || item.sum_now === null) continue;
      const price = item.is_wash ? (wash.find((w) => w.service_id === item.service_id)?.price ?? item.sum_now / item.quantity) : item.sum_now / item.quantity;
      setQuantity({ serviceId: item.service_id, isWash: item.is_wash, radiusId: item.radius_id, profileId: item.profile_id, price, name: item.name }, item.quantity);
    }
  };

  const offersOf = (kind: 'wash' | 'tire') =>
    (kind === 'wash' ? wash : tires).map((offer) => {
      const base = { serviceId: offer.service_id, isWash: kind === 'wash', radiusId: kind === 'wash' ? null : radiusId, profileId: kind === 'wash' ? null : profileId, price: offer.price, name: offer.name };
      return { offer, base, selected: lines.get(keyOf(base)) };
    });

  return (
    <Form method="post" className="wd-step">
      <input type="hidden" name="intent" value="confirm" />
      <input type="hidden" name="order_id" value={order.id} />
      <input type="hidden" name="lines" value={JSON.stringify([...lines.values()].map(({ serviceId, isWash, radiusId: r, profileId: p, quantity }) => ({ serviceId, isWash, radiusId: r, profileId: p, quantity })))} />
      {error ? (
        <div className="alert alert-danger" role="alert">
          {error}
        </div>
      ) : null}

      {recent.length ? (
        <section className="card wd-block mb-3">
          <button type="button" className="btn btn-link text-start text-decoration-none p-3 fw-semibold wd-touch justify-content-start" aria-expanded={showRecent} onClick={() => setShowRecent((v) => !v)}>
            {t('wizard.recent')} ({recent.length})
          </button>
          {showRecent ? (
            <ul className="list-group list-group-flush">
              {recent.map((past) => (
                <li key={past.order_id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
                  <div className="flex-grow-1">
                    <div className="fw-semibold">{formatDateTime(past.datetime, timeZone)}</div>
                    <div className="small">{past.items.map((i) => `${i.name}${i.quantity > 1 ? ` × ${i.quantity}` : ''}`).join(', ')}</div>
                    <div className="small text-body-secondary">
                      {t('wizard.thenNow', { then: formatMoney(past.total_sum), now: formatMoney(past.total_sum_now) })}
                    </div>
                  </div>
                  <button type="button" className="btn btn-outline-primary btn-lg" onClick={() => repeat(past)}>
                    {t('wizard.repeat')}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}

      <ul className="nav nav-pills mb-3" role="tablist">
        {(['wash', 'tire'] as const).map((kind) => (
          <li className="nav-item" key={kind} role="presentation">
            <button type="button" role="tab" aria-selected={tab === kind} className={`nav-link wd-touch ${tab === kind ? 'active' : ''}`} onClick={() => setTab(kind)}>
              {t(kind === 'wash' ? 'wizard.washTab' : 'wizard.tireTab')}
            </button>
          </li>
        ))}
      </ul>

      {tab === 'tire' ? (
        <div className="row g-2 mb-3">
          <div className="col-6">
            <label className="form-label" htmlFor="wd-tire-radius">
              {t('wizard.radius')}
            </label>
            <select id="wd-tire-radius" className="form-select form-select-lg" value={radiusId ?? ''} onChange={(e) => setSearchParams((p) => (p.set('r', e.currentTarget.value), p), { replace: true, preventScrollReset: true })}>
              <option value="">{t('wizard.choose')}</option>
              {radii.map((r) => (
                <option key={r.radius_id} value={r.radius_id}>
                  {r.name}
                </option>
              ))}
            </select>
          </div>
          <div className="col-6">
            <label className="form-label" htmlFor="wd-tire-profile">
              {t('wizard.profile')}
            </label>
            <select id="wd-tire-profile" className="form-select form-select-lg" value={profileId ?? ''} onChange={(e) => setSearchParams((p) => (p.set('p', e.currentTarget.value), p), { replace: true, preventScrollReset: true })}>
              <option value="">{t('wizard.choose')}</option>
              {profiles.map((p) => (
                <option key={p.profile_id} value={p.profile_id}>
                  {say.catalogue('profile', p)}
                </option>
              ))}
            </select>
          </div>
          {!radiusId || !profileId ? <p className="text-body-secondary mt-2">{t('wizard.chooseRadiusProfile')}</p> : null}
        </div>
      ) : null}

      <div className="row g-2 mb-3" role="tabpanel">
        {offersOf(tab).map(({ offer, base, selected }) => (
          <div className="col-12 col-sm-6 col-xl-4" key={offer.service_id}>
            <div className={`card wd-block h-100 wd-service ${selected ? 'border-primary' : ''}`} aria-label={offer.name}>
              <div className="card-body d-flex flex-column gap-2">
                <div className="d-flex justify-content-between gap-2">
                  <span className="fw-semibold">{offer.name}</span>
                  <span className="text-nowrap">{formatMoney(offer.price)}</span>
                </div>
                {selected ? (
                  <div className="d-flex align-items-center gap-2 mt-auto">
                    <button type="button" className="btn btn-outline-secondary wd-touch" aria-label={t('wizard.less', { name: offer.name })} onClick={() => setQuantity(base, selected.quantity - 1)}>
                      <MinusIcon />
                    </button>
                    <QuantityInput quantity={selected.quantity} label={t('wizard.quantity', { name: offer.name })} onChange={(n) => setQuantity(base, n)} />
                    <button type="button" className="btn btn-outline-secondary wd-touch" aria-label={t('wizard.more', { name: offer.name })} onClick={() => setQuantity(base, selected.quantity + 1)}>
                      <PlusIcon />
                    </button>
                    <span className="ms-auto fw-semibold text-nowrap">{formatMoney(selected.price * selected.quantity)}</span>
                  </div>
                ) : (
                  <button type="button" className="btn btn-primary wd-touch mt-auto align-self-end" aria-label={t('wizard.add', { name: offer.name })} onClick={() => setQuantity(base, 1)}>
                    <PlusIcon />
                  </button>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>

      <div className="wd-confirm-bar d-flex flex-wrap align-items-center gap-3">
        <span className="fs-4 fw-bold">{t('wizard.total', { sum: formatMoney(total) })}</span>
        {order.discount > 0 ? (
          <span className="badge text-bg-danger fs-6">
            {t('wizard.discountBadge', { n: order.discount })} · {order.discount_source === 'group' ? order.discount_reason : t(`wizard.discountSource.${order.discount_source}`)}
          </span>
        ) : null}
        <button type="submit" className="btn btn-success btn-lg ms-auto wd-primary-action" disabled={lines.size === 0 || pending}>
          {pending ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
          {editMode ? t('wizard.confirmEdit') : t('wizard.confirm')}
        </button>
      </div>
    </Form>
  );
}
