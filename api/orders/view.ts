import type { Order } from '../contract/orders';
import { keysText, type KeysState } from '../domain/keys';
import { toRoubles } from '../domain/money';
import {
  canBeChanged,
  isCanBeStarted,
  ITEM_STATUS_TEXT,
  JOB_STATUS_TEXT,
  PAY_STATUS_TEXT,
  type ItemStatus,
  type JobStatus,
  type PayStatus,
} from '../domain/order-rules';
import type { LoadedOrder } from './load';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The legal-client line of SPEC.md: 'Обслуживание по договору для {company}'. */
export function contractText(company: string | null | undefined): string | null {
  return company ? `Обслуживание по договору для ${company}` : null;
}

export function modelText(loaded: Pick<LoadedOrder, 'model'>): string {
  return loaded.model ? `${loaded.model.brandName} ${loaded.model.name}`.trim() : '';
}

/** `GET order/{id}`: the order in the shape of SPEC.md section 3, money in roubles. */
export function orderView(loaded: LoadedOrder, pricesNow: ReadonlyArray<number | null>, payments: Order['pay_transactions'] = []): Order {
  const { order, car, client } = loaded;
  const jobStatus = order.jobStatus as JobStatus;
  const active = loaded.items.filter((i) => i.status !== 'canceled');
  const totalSum = active.reduce((s, i) => s + i.sumBeforeDiscount, 0);
  const discountSum = active.reduce((s, i) => s + i.discount, 0);
  const totalSumNow = loaded.items.reduce((s, item, index) => (item.status === 'canceled' ? s : s + (pricesNow[index] ?? item.price) * item.quantity), 0);
  const workerNames = [...new Set(active.flatMap((i) => i.workers.map((w) => w.name)))];

  return {
    order_id: order.id,
    id: order.id,
    datetime: order.createdAt.toISOString(),
    comment: order.comment,
    job_status: jobStatus,
    job_status_text: JOB_STATUS_TEXT[jobStatus],
    pay_status: order.payStatus,
    pay_status_text: PAY_STATUS_TEXT[order.payStatus as PayStatus],
    is_legal_client: Boolean(client?.company),
    is_pay_by_contract: order.isPayByContract,
    is_first_order: order.isFirstOrder,
    is_can_be_started: isCanBeStarted(jobStatus, loaded.items.map((i) => ({ status: i.status as ItemStatus, workerCount: i.workers.length }))),
    can_be_changed: canBeChanged(jobStatus, order.payStatus),
    is_wash: order.hasWash,
    is_tire: order.hasTire,
    master_name: loaded.masterName,
    started_at: iso(order.startedAt),
    done_at: iso(order.doneAt),
    pay_at: iso(order.payAt),
    total_sum: toRoubles(totalSum),
    total_sum_now: toRoubles(totalSumNow),
    discount_sum: toRoubles(discountSum),
    sum_final: toRoubles(order.sumFinal),
    total_paid: toRoubles(order.totalPaid),
    pay_sum: toRoubles(Math.max(0, order.sumFinal - order.totalPaid)),
    discount: order.discount,
    discount_source: order.discountSource as Order['discount_source'],
    discount_reason: order.discountReason,
    tire_radius_id: order.tireRadiusId,
    tire_profile_id: order.tireProfileId,
    workersForCashier: workerNames,
    items: loaded.items.map((item) => ({
      order_item_id: item.id,
      service_id: item.serviceId,
      name: item.name,
      quantity: item.quantity,
      price_item: toRoubles(item.price),
      sum_before_discount: toRoubles(item.sumBeforeDiscount),
      discount: item.discountPercent,
      discount_sum: toRoubles(item.discount),
      sum: toRoubles(item.sum),
      is_wash: item.kind === 'wash',
      kind: item.kind,
      is_available: item.kind === 'parking' || item.serviceActive,
      job_status: item.status as ItemStatus,
      job_status_text: ITEM_STATUS_TEXT[item.status as ItemStatus],
      color_back: item.colorBack,
      color_font: item.colorFont,
      workers: item.workers,
      is_removable: item.isRemovable,
      radius_id: item.radiusId,
      profile_id: item.profileId,
    })),
    pay_transactions: payments,
    car: {
      id: car.id,
      plate_number: car.plateNumber,
      is_standard_plate: car.isStandardPlate,
      model_text: modelText(loaded),
      brand_id: loaded.model?.brandId ?? null,
      model_id: car.modelId,
      class_id: car.classId,
      keys: keysText(order.keysState as KeysState, order.keyCell),
      key_cell: order.keyCell,
      discount_group: loaded.group ? { id: loaded.group.id, name: loaded.group.name, percent: loaded.group.percent } : null,
    },
    client: client
      ? { id: client.id, phone: client.phone, name: client.name, loyalty_discount: client.loyaltyDiscount, company: client.company?.name ?? null }
      : null,
    contract_text: contractText(client?.company?.name),
  };
}

