/**
 * The wait-time estimate the customer's page and the wall display show for each waiting and
 * in-progress car: when it will be ready («примерно к 14:30») and how many cars are ahead
 * («перед вами 2 машины»). Learned from the shop's own history: the median duration of each
 * service per vehicle class over the recent done orders (HISTORY_DAYS), a default per kind
 * when nothing is known, the cars ahead and the bays in use. Pure: instants are epoch ms,
 * `now` is a parameter; bench/wait-estimate.ts measures its error on a simulated shop.
 */

export type QueueKind = 'wash' | 'tire';

const MINUTE_MS = 60_000;

/** How far back the durations are learned from: done orders of the last 60 days. */
export const HISTORY_DAYS = 60;

/** Minutes per line when nothing is known of its service: neither in this class nor in any. */
export const DEFAULT_MINUTES: Record<QueueKind, number> = { wash: 20, tire: 30 };

/** One done order, for learning durations: its lines are the non-canceled, non-parking ones. */
export interface DoneOrderSample {
  classId: number;
  /** Epoch ms. */
  startedAt: number;
  /** Epoch ms. */
  doneAt: number;
  /** `weight`: the line's `sumBeforeDiscount` (kopecks). */
  lines: { serviceId: number; weight: number }[];
}

export interface DurationSample {
  serviceId: number;
  classId: number;
  minutes: number;
}

/**
 * One duration sample per line of a done order. Lines carry no timestamps of their own, only
 * the order has `startedAt` and `doneAt`, so the order's duration is split among its lines in
 * proportion to their price before discount: price is the best proxy we hold for the labour a
 * line takes (a full tyre change costs more than a wheel balance because it takes longer). When
 * every line is free (all weights 0) the duration is split equally. Canceled and parking lines
 * are left out by the caller: neither takes a bay's time. An order without a positive
 * duration teaches nothing and gives no samples.
 */
export function lineDurationSamples(order: DoneOrderSample): DurationSample[] {
  const minutes = (order.doneAt - order.startedAt) / MINUTE_MS;
  if (!(minutes > 0) || order.lines.length === 0) return [];
  const weights = order.lines.map((line) => (line.weight > 0 ? line.weight : 0));
  const total = weights.reduce((sum, w) => sum + w, 0);
  return order.lines.map((line, i) => ({
    serviceId: line.serviceId,
    classId: order.classId,
    minutes: total > 0 ? (minutes * weights[i]!) / total : minutes / order.lines.length,
  }));
}

/** Median minutes per service and class, and per service over all classes (the fallback). */
export interface DurationTable {
  /** Keyed by serviceClassKey(serviceId, classId). */
  byServiceClass: Map<string, number>;
  byService: Map<number, number>;
}

export const serviceClassKey = (serviceId: number, classId: number) => `${serviceId}:${classId}`;

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function medianDurations(samples: DurationSample[]): DurationTable {
  const byServiceClass = new Map<string, number[]>();
  const byService = new Map<number, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, minutes: number) => {
    const values = map.get(key);
    if (values) values.push(minutes);
    else map.set(key, [minutes]);
  };
  for (const s of samples) {
    add(byServiceClass, serviceClassKey(s.serviceId, s.classId), s.minutes);
    add(byService, s.serviceId, s.minutes);
  }
  return {
    byServiceClass: new Map([...byServiceClass].map(([key, values]) => [key, median(values)])),
    byService: new Map([...byService].map(([id, values]) => [id, median(values)])),
  };
}

/**
 * Expected minutes of one order: the sum over its active lines (the caller leaves out canceled
 * and parking ones) of median(service, class) ?? median(service) ?? the default of the line's
 * kind. A line without a service (null) takes the default.
 */
export function expectedMinutes(lines: { serviceId: number | null; kind: QueueKind }[], classId: number, table: DurationTable): number {
  let sum = 0;
  for (const line of lines) {
    const known =
      line.serviceId === null
        ? undefined
        : (table.byServiceClass.get(serviceClassKey(line.serviceId, classId)) ?? table.byService.get(line.serviceId));
    sum += known ?? DEFAULT_MINUTES[line.kind];
  }
  return sum;
}

/** A car on the queue: waiting when `startedAt` is null, in progress otherwise. Instants in epoch ms. */
export interface QueuedOrder {
  id: number;
  kind: QueueKind;
  createdAt: number;
  startedAt: number | null;
  /** Expected minutes of the work (expectedMinutes). */
  minutes: number;
}

/** `ahead`: waiting cars of the same queue before this one (0 for a car in progress); `readyAt`: epoch ms, a whole minute. */
export interface WaitEstimate {
  ahead: number;
  readyAt: number;
}

/**
 * The least a car in progress is still expected to need: 2 minutes, or 15 % of its expected
 * minutes if more. A car past its median is slower than usual and the estimate cannot know by
 * how much; saying «ready now» minute after minute is worse than a small margin, which covers
 * the last checks and driving out (2 min) and grows with a long tyre job. The floor applies to
 * every car in progress, not only an overdue one, so the remaining time never jumps up at the
 * moment the car passes its expected end.
 */
export function remainingFloorMinutes(minutes: number): number {
  return Math.max(2, 0.15 * minutes);
}

const ceilMinute = (ms: number) => Math.ceil(ms / MINUTE_MS) * MINUTE_MS;

/**
 * Estimates every car of the queues at `now`. Each kind is its own queue, with as many bays as
 * max(1, minBays[kind], its cars in progress): the shop's real count of bays with workers is
 * not recorded, but the cars in progress show at least that many. A car in progress ends at
 * startedAt + minutes, and not earlier than now + its floor (remainingFloorMinutes). Waiting
 * cars go in the order they came (createdAt, then id), each on the bay that frees first.
 */
export function estimateQueue(
  orders: QueuedOrder[],
  now: number,
  minBays: Partial<Record<QueueKind, number>> = {},
): Map<number, WaitEstimate> {
  const result = new Map<number, WaitEstimate>();
  for (const kind of ['wash', 'tire'] as const) {
    const queue = orders.filter((o) => o.kind === kind);
    const inProgress = queue.filter((o) => o.startedAt !== null);
    const waiting = queue.filter((o) => o.startedAt === null).sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
    const bays = Math.max(1, minBays[kind] ?? 0, inProgress.length);
    // When each bay frees: the cars in progress, then the bays no car is in.
    const freeAt: number[] = [];
    for (const car of inProgress) {
      const end = Math.max(car.startedAt! + car.minutes * MINUTE_MS, now + remainingFloorMinutes(car.minutes) * MINUTE_MS);
      freeAt.push(end);
      result.set(car.id, { ahead: 0, readyAt: ceilMinute(end) });
    }
    while (freeAt.length < bays) freeAt.push(now);
    waiting.forEach((car, ahead) => {
      let first = 0;
      for (let i = 1; i < freeAt.length; i += 1) if (freeAt[i]! < freeAt[first]!) first = i;
      const end = Math.max(now, freeAt[first]!) + car.minutes * MINUTE_MS;
      freeAt[first] = end;
      result.set(car.id, { ahead, readyAt: ceilMinute(end) });
    });
  }
  return result;
}
