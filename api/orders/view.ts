import type { Order } from '../contract/orders';
import { keysText, type KeysState } from '../domain/keys';
import { toRoubles } from '../domain/money';
import { refundRooms } from '../domain/refund-ways';
import { itemShownStatus, itemStatusText, JOB_STATUS_TEXT, PAY_STATUS_TEXT } from '../domain/order-rules';
import { canceledWithLiveTwin } from '../domain/line-twins';
import { lineFlags, orderFlags } from '../domain/order-flags';
import { carNames } from './car-name';
import type { LoadedOrder } from './load';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `refund_room` from the answer's own history (a refund is a negative line there). */
function refundRoomOf(payments: Order['pay_transactions']): Order['refund_room'] {
  const lines = payments.map((p) => ({
    kind: p.kind,
    method: p.method,
    fuelCardName: p.fuel_card_name,
    sum: Math.round(Math.abs(p.sum) * 100),
  }));
  const rooms = refundRooms(lines);
  return { card: toRoubles(rooms.card), yandex: toRoubles(rooms.yandex), petrol: toRoubles(rooms.petrol) };
}

/** The legal-client line of docs/screens.md: 'Обслуживание по договору для {company}'. */
export function contractText(company: string | null | undefined): string | null {
  return company ? `Обслуживание по договору для ${company}` : null;
}

/**
 * `GET order/{id}`: the order in the shape of docs/screens.md section 3, money in roubles. Every
 * figure is what the order's derivation stored; the flags come from the same module.
 */
export function orderView(
  loaded: LoadedOrder,
  pricesNow: ReadonlyArray<number | null>,
  payments: Order['pay_transactions'] = [],
  discountRequest: Order['discount_request'] = null,
): Omit<Order, 'customer'> {
  const { order, car, client } = loaded;
  const names = carNames({
    brand: loaded.brand?.name ?? null,
    model: loaded.model?.name ?? null,
    freeBrand: car.freeBrand,
    freeModel: car.freeModel,
  });
  const jobStatus = order.jobStatus;
  const services = loaded.items.filter((i) => i.kind !== 'parking');
  const active = services.filter((i) => i.status !== 'canceled');
  const totalSumNow = loaded.items.reduce(
    (s, item, index) => (item.status === 'canceled' || item.kind === 'parking' ? s : s + (pricesNow[index] ?? item.price) * item.quantity),
    0,
  );
  const twins = canceledWithLiveTwin(loaded.items);
  const workerNames = [...new Set(active.flatMap((i) => i.workers.map((w) => w.name)))];
  const flags = orderFlags({
    jobStatus,
    payStatus: order.payStatus,
    netPaid: order.totalPaid - order.totalRefunded,
    discountSource: order.discountSource,
    isPayByContract: order.isPayByContract,
    paySum: order.paySum,
    refundDue: order.refundDue,
    keysState: order.keysState as KeysState,
    lines: loaded.items.map((i) => ({
      status: i.status,
      kind: i.kind,
      workerCount: i.workers.length,
      liveTwin: twins.has(i.id),
    })),
  });

  return {
    order_id: order.id,
    id: order.id,
    seq: order.changeSeq,
    datetime: order.createdAt.toISOString(),
    comment: order.comment,
    job_status: jobStatus,
    job_status_text: JOB_STATUS_TEXT[jobStatus],
    pay_status: order.payStatus,
    pay_status_text: PAY_STATUS_TEXT[order.payStatus],
    // The company the order was taken for: leaving it later does not change the order (decision 027).
    is_legal_client: loaded.company !== null,
    is_pay_by_contract: order.isPayByContract,
    is_first_order: order.isFirstOrder,
    ...flags,
    is_wash: order.hasWash,
    is_tire: order.hasTire,
    master_name: loaded.masterName,
    started_at: iso(order.startedAt),
    done_at: iso(order.doneAt),
    pay_at: iso(order.payAt),
    total_sum: toRoubles(order.totalSum),
    total_sum_now: toRoubles(totalSumNow),
    discount_sum: toRoubles(order.discountSum),
    parking_sum: toRoubles(order.parkingSum),
    parking:
      order.parkingSum > 0
        ? {
            hours: order.parkingHours,
            rate: toRoubles(order.parkingRate),
            sum: toRoubles(order.parkingSum),
            capped: order.parkingCapped,
            stopped: order.parkingStoppedAt !== null,
          }
        : null,
    sum_final: toRoubles(order.sumFinal),
    total_paid: toRoubles(order.totalPaid),
    total_refunded: toRoubles(order.totalRefunded),
    pay_sum: toRoubles(order.paySum),
    refund_due: toRoubles(order.refundDue),
    refund_room: refundRoomOf(payments),
    refund_lowered: order.refundLowered
      ? {
          cause: order.refundLowered.cause,
          was_refund: toRoubles(order.refundLowered.wasRefund),
          refund: toRoubles(order.refundLowered.refund),
          was_percent: order.refundLowered.wasPercent,
          percent: order.refundLowered.percent,
          at: order.refundLowered.at,
        }
      : null,
    needs_cashier: order.needsCashier,
    discount: order.discount,
    discount_source: order.discountSource as Order['discount_source'],
    discount_reason: order.discountReason,
    manual_reason: order.manualReason,
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
      job_status: item.status,
      job_status_shown: itemShownStatus(jobStatus, item.status),
      job_status_text: itemStatusText(jobStatus, item.status),
      color_back: item.colorBack,
      color_font: item.colorFont,
      workers: item.workers,
      ...lineFlags(
        { jobStatus, payStatus: order.payStatus, liveServices: active.length, netPaid: order.totalPaid - order.totalRefunded },
        { status: item.status, kind: item.kind, liveTwin: twins.has(item.id) },
      ),
      radius_id: item.radiusId,
      profile_id: item.profileId,
      tire_size: item.tireSize
        ? { radius: item.tireSize.radius, profile: item.tireSize.profile, profile_code: item.tireSize.profileCode }
        : null,
    })),
    pay_transactions: payments,
    // Only while the discount may still change: a request of a paid order waits for nothing.
    discount_request: flags.can_discount ? discountRequest : null,
    car: {
      id: car.id,
      plate_number: car.plateNumber,
      is_standard_plate: car.isStandardPlate,
      model_text: names.model_text,
      brand_id: loaded.brand?.id ?? null,
      model_id: car.modelId,
      brand_name: names.brand_name,
      model_name: names.model_name,
      class_id: car.classId,
      keys: keysText(order.keysState as KeysState, order.keyCell),
      keys_state: order.keysState as KeysState,
      key_cell: order.keyCell,
      discount_group: loaded.group ? { id: loaded.group.id, name: loaded.group.name, percent: loaded.group.percent } : null,
    },
    client: client
      ? {
          id: client.id,
          phone: client.phone,
          name: client.name,
          loyalty_discount: client.loyaltyDiscount,
          company: client.company?.name ?? null,
        }
      : null,
    contract_company: loaded.company?.name ?? null,
    contract_text: contractText(loaded.company?.name),
  };
}
