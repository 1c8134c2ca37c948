/**
 * Wait-time estimate: how far the ready time the customer is shown (api/domain/wait-estimate.ts)
 * lands from the real one, on a simulated shop with a fixed seed, so the figures are the same on
 * every machine. No database and no build: the estimator's pure functions only.
 *
 * The shop: 8 wash and 5 tyre services, 4 vehicle classes, a true duration per service and class,
 * each real line lognormal-noisy around it; 2 wash bays and 1 tyre bay served first come, first
 * served; arrivals a Poisson process over 9:00–21:00 with a daily profile, busier at weekends;
 * 90 days. Days 61–90 are measured: each day the durations are learned from the done orders of
 * the 60 days before it, as the shop would, and each car's estimated ready time is compared with
 * its real one at its intake and at the start of its work.
 */
import {
  DEFAULT_MINUTES,
  estimateQueue,
  expectedMinutes,
  HISTORY_DAYS,
  lineDurationSamples,
  medianDurations,
  serviceClassKey,
  type DurationTable,
  type QueueKind,
  type QueuedOrder,
} from '../api/domain/wait-estimate';
import { percentile, round, table } from './lib/stats';
import type { Section } from './section';

const SEED = 20_261_120;
const DAYS = 90;
const MIN = 60_000;
const DAY_MS = 86_400_000;
/** A Monday at 00:00, shop time read as UTC. */
const START = Date.UTC(2026, 0, 5);
const BAYS: Record<QueueKind, number> = { wash: 2, tire: 1 };
/** Vehicle classes 1–4 (small, middle, SUV, minibus): how much longer the work is, how common, how much dearer. */
const CLASS_TIME = [0.85, 1, 1.2, 1.45];
const CLASS_SHARE = [0.3, 0.4, 0.2, 0.1];
const CLASS_PRICE = [1, 1.1, 1.3, 1.5];
const SIGMA = 0.25;
/** Arrivals per hour at weight 1, and the weight of each hour from 9:00 to 20:00. */
const RATE = 1.8;
const HOURLY = [0.5, 0.7, 0.9, 1, 1, 0.9, 0.9, 1.1, 1.4, 1.5, 1.2, 0.6];
const WEEKEND = 1.3;
const TIRE_SHARE = 0.25;

/** mulberry32: a small, fast 32-bit PRNG; the same seed gives the same shop everywhere. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Service {
  id: number;
  kind: QueueKind;
  /** The true minutes for a middle car (class 2). */
  minutes: number;
  /** Kopecks for a small car (class 1). */
  price: number;
  popularity: number;
}
interface Line {
  service: Service;
  weight: number;
  minutes: number;
}
interface Car {
  id: number;
  kind: QueueKind;
  classId: number;
  createdAt: number;
  startedAt: number;
  doneAt: number;
  lines: Line[];
}

function simulate(random: () => number) {
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const pick = <T>(items: T[], weight: (item: T, i: number) => number): T => {
    const total = items.reduce((sum, item, i) => sum + weight(item, i), 0);
    let r = random() * total;
    for (const [i, item] of items.entries()) if ((r -= weight(item, i)) < 0) return item;
    return items[items.length - 1]!;
  };
  const service = (id: number, kind: QueueKind, low: number, high: number, popularity: number): Service => {
    const minutes = low + (high - low) * random();
    // About 60 ₽ a minute, ±30 %: price follows the labour only loosely, as in a real price list.
    return { id, kind, minutes, price: Math.round(minutes * 60 * (0.7 + 0.6 * random())) * 100, popularity };
  };
  const wash = [30, 20, 14, 10, 8, 6, 4, 2].map((p, i) => service(i + 1, 'wash', 10, 40, p));
  const tire = [40, 25, 15, 12, 8].map((p, i) => service(101 + i, 'tire', 25, 60, p));
  const classes = [1, 2, 3, 4];

  const cars: Car[] = [];
  const peak = Math.max(...HOURLY) * WEEKEND * RATE;
  for (let day = 0; day < DAYS; day += 1) {
    const weekend = day % 7 >= 5 ? WEEKEND : 1;
    // A Poisson process of rate RATE × profile, by thinning one of the peak rate.
    for (let hours = 0; ;) {
      hours += -Math.log(1 - random()) / peak;
      if (hours >= HOURLY.length) break;
      if (random() * peak >= RATE * weekend * HOURLY[Math.floor(hours)]!) continue;
      const classId = pick(classes, (_, i) => CLASS_SHARE[i]!);
      const kind: QueueKind = random() < TIRE_SHARE ? 'tire' : 'wash';
      const chosen: Service[] = [];
      const add = (from: Service[], count: number) => {
        while (count-- > 0) chosen.push(pick(from, (s) => (chosen.includes(s) ? 0 : s.popularity)));
      };
      if (kind === 'wash')
        add(
          wash,
          pick([1, 2, 3], (_, i) => [0.5, 0.35, 0.15][i]!),
        );
      else {
        add(tire, random() < 0.7 ? 1 : 2);
        if (random() < 0.3) add(wash, 1);
      }
      const lines = chosen.map((s) => ({
        service: s,
        weight: Math.round(s.price * CLASS_PRICE[classId - 1]!),
        minutes: s.minutes * CLASS_TIME[classId - 1]! * Math.exp(SIGMA * normal()),
      }));
      const createdAt = START + day * DAY_MS + (9 + hours) * 3_600_000;
      cars.push({ id: cars.length + 1, kind, classId, createdAt, startedAt: 0, doneAt: 0, lines });
    }
  }
  // The real queue: first come, first served on the bay that frees first.
  const freeAt: Record<QueueKind, number[]> = { wash: Array(BAYS.wash).fill(0), tire: Array(BAYS.tire).fill(0) };
  for (const car of cars) {
    const bays = freeAt[car.kind];
    const first = bays.indexOf(Math.min(...bays));
    car.startedAt = Math.max(car.createdAt, bays[first]!);
    car.doneAt = car.startedAt + car.lines.reduce((sum, l) => sum + l.minutes, 0) * MIN;
    bays[first] = car.doneAt;
  }
  return { cars, services: [...wash, ...tire] };
}

interface Errors {
  intake: number[];
  start: number[];
}

const ERROR_COLUMNS = ['median abs. error', 'p90 abs. error', 'mean error'];
const summary = (errors: number[]) => {
  const absolute = errors.map(Math.abs);
  const mean = errors.reduce((sum, e) => sum + e, 0) / errors.length;
  return [round(percentile(absolute, 50)), round(percentile(absolute, 90)), round(mean)];
};

export async function waitEstimate(): Promise<Section> {
  const { cars, services } = simulate(prng(SEED));
  const dayOf = (t: number) => Math.floor((t - START) / DAY_MS);
  const measured = cars.filter((c) => dayOf(c.createdAt) >= HISTORY_DAYS);
  if (cars.some((c) => c.startedAt - c.createdAt > DAY_MS / 2)) throw new Error('a car waited half a day: the shop is overloaded');

  // The table of each measured day, learned from the done orders of the 60 days before it.
  const tables = new Map<number, DurationTable>();
  const tableOf = (day: number) => {
    let known = tables.get(day);
    if (!known) {
      const from = START + (day - HISTORY_DAYS) * DAY_MS;
      const to = START + day * DAY_MS;
      const samples = cars
        .filter((c) => c.doneAt >= from && c.doneAt < to)
        .flatMap((c) => lineDurationSamples({ ...c, lines: c.lines.map((l) => ({ serviceId: l.service.id, weight: l.weight })) }));
      known = medianDurations(samples);
      tables.set(day, known);
    }
    return known;
  };
  const empty = medianDurations([]);
  // What no history can beat: the true median of every service and class (a lognormal's median is its centre).
  const truth: DurationTable = { byServiceClass: new Map(), byService: new Map() };
  for (const s of services) CLASS_TIME.forEach((k, i) => truth.byServiceClass.set(serviceClassKey(s.id, i + 1), s.minutes * k));
  const expected = (car: Car, known: DurationTable) =>
    expectedMinutes(
      car.lines.map((l) => ({ serviceId: l.service.id, kind: l.service.kind })),
      car.classId,
      known,
    );

  const variants: Array<{ name: string; table: (day: number) => DurationTable; bays?: Partial<Record<QueueKind, number>> }> = [
    { name: 'history; bays seen from the cars in progress', table: tableOf },
    { name: 'history; bays set by the shop (wash 2, tyre 1)', table: tableOf, bays: BAYS },
    { name: 'no history (defaults only); bays seen', table: () => empty },
    { name: 'the true medians (the best a history can give); bays set', table: () => truth, bays: BAYS },
  ];
  const errors = variants.map(() => ({ wash: { intake: [], start: [] }, tire: { intake: [], start: [] } }) as Record<QueueKind, Errors>);
  const ahead: Record<QueueKind, number[]> = { wash: [], tire: [] };
  // The first estimator's error at intake by the cars ahead: 0, 1–2, 3 or more.
  const byAhead: number[][] = [[], [], []];
  for (const car of measured) {
    // The cars of its queue at a moment: come, not yet done (none waits a day).
    const queueAt = (now: number, intake: boolean, known: DurationTable): QueuedOrder[] => {
      const queue: QueuedOrder[] = [];
      for (let i = car.id - 1; i >= 0 && cars[i]!.createdAt > now - DAY_MS; i -= 1) {
        const other = cars[i]!;
        if (other.kind !== car.kind || other.doneAt <= now) continue;
        // At its intake the car is only written down, even when a bay is free for it.
        const started = other.startedAt <= now && !(other === car && intake);
        const { id, kind, createdAt } = other;
        queue.push({ id, kind, createdAt, startedAt: started ? other.startedAt : null, minutes: expected(other, known) });
      }
      return queue;
    };
    variants.forEach((variant, v) => {
      for (const moment of ['intake', 'start'] as const) {
        const now = moment === 'intake' ? car.createdAt : car.startedAt;
        const estimate = estimateQueue(queueAt(now, moment === 'intake', variant.table(dayOf(now))), now, variant.bays).get(car.id)!;
        errors[v]![car.kind][moment].push((estimate.readyAt - car.doneAt) / MIN);
        if (v === 0 && moment === 'intake') {
          ahead[car.kind].push(estimate.ahead);
          byAhead[estimate.ahead === 0 ? 0 : estimate.ahead < 3 ? 1 : 2]!.push((estimate.readyAt - car.doneAt) / MIN);
        }
      }
    });
  }

  const kinds = ['wash', 'tire'] as const;
  const label = { wash: 'wash', tire: 'tyre' };
  const shopRows = kinds.map((kind) => {
    const ofKind = measured.filter((c) => c.kind === kind);
    const waits = ofKind.map((c) => (c.startedAt - c.createdAt) / MIN);
    const work = ofKind.map((c) => (c.doneAt - c.startedAt) / MIN);
    const mean = (xs: number[]) => round(xs.reduce((s, x) => s + x, 0) / xs.length);
    return [label[kind], BAYS[kind], ofKind.length, mean(waits), round(percentile(waits, 90)), mean(work), mean(ahead[kind])];
  });
  const aheadRows = ['0', '1–2', '3 or more'].map((label, i) => [label, byAhead[i]!.length, ...summary(byAhead[i]!)]);
  const errorRows = variants.flatMap((variant, v) =>
    kinds.map((kind) => [
      variant.name,
      label[kind],
      errors[v]![kind].intake.length,
      ...summary(errors[v]![kind].intake),
      ...summary(errors[v]![kind].start),
    ]),
  );
  // How far the learned medians are from the true durations, on the last day (%).
  const last = tableOf(DAYS - 1);
  const off: number[] = [];
  for (const s of services)
    for (const classId of [1, 2, 3, 4]) {
      const learned = last.byServiceClass.get(serviceClassKey(s.id, classId));
      if (learned !== undefined) off.push(Math.abs(learned / (s.minutes * CLASS_TIME[classId - 1]!) - 1) * 100);
    }

  const markdown = [
    `A simulated shop (seed ${SEED}, the same figures on every machine): ${services.length} services ` +
      '(8 wash of 10–40 min, 5 tyre of 25–60 min for a middle car; ×0.85, ×1, ×1.2, ×1.45 by class), each real line ' +
      `lognormal around its true duration (σ ${SIGMA}); orders of 1–3 lines, a quarter with tyre work (the tyre queue); ` +
      'arrivals a Poisson process over 9:00–21:00, busiest 17:00–20:00 and ×1.3 at weekends; the real queue first come, ' +
      `first served on ${BAYS.wash} wash bays and ${BAYS.tire} tyre bay; ${DAYS} days. For each car of days 61–90 the ` +
      "estimator (api/domain/wait-estimate.ts) sees what the shop's database would: the cars then waiting and in progress, " +
      'their lines and class, and the medians learned from the done orders of the 60 days before that day, each order split ' +
      'among its lines by price. It is asked at the intake (the car just written down) and at the start of its work. ' +
      '«Error» is the estimated ready time minus the real one, in minutes: the median and p90 of its size, and its mean ' +
      '(positive: the car was ready before the time shown). «Bays seen»: the estimator knows only the cars in progress; ' +
      '«bays set»: the shop tells it its bays (`minBays`). ' +
      `Defaults: ${DEFAULT_MINUTES.wash} min a wash line, ${DEFAULT_MINUTES.tire} min a tyre line.`,
    '',
    table(
      ['queue', 'bays', 'cars measured', 'mean wait (min)', 'p90 wait (min)', 'mean work (min)', 'mean cars ahead at intake'],
      shopRows,
    ),
    '',
    table(
      ['estimator', 'queue', 'cars', ...ERROR_COLUMNS.map((c) => `intake: ${c}`), ...ERROR_COLUMNS.map((c) => `start: ${c}`)],
      errorRows,
    ),
    '',
    `The first estimator at intake, by the cars ahead (both queues; minutes):`,
    '',
    table(['cars ahead', 'cars', ...ERROR_COLUMNS], aheadRows),
    '',
    `On day ${DAYS} the learned median of a service and class is off its true duration by ` +
      `${round(percentile(off, 50))} % at the median and ${round(percentile(off, 90))} % at the p90 ` +
      `(${off.length} of ${services.length * 4} pairs seen in the 60 days before; a pair never seen falls back to the ` +
      'service over all classes), and the true medians do hardly better: what is left is the noise of the work itself (σ ' +
      `${SIGMA}, about ±${Math.round((Math.exp(SIGMA) - 1) * 100)} % a line), at intake that of every car ahead too. ` +
      'Without the bays set, a car that comes while one wash bay is free is put behind the car in the other one: hence ' +
      'the late estimates (a positive mean error) of the wash cars with no car ahead.',
  ].join('\n');
  return {
    id: 'wait-estimate',
    title: 'Wait-time estimate: error on a simulated shop',
    markdown,
    data: { shop: shopRows, errors: errorRows, byAhead: aheadRows, tableOffPercent: [percentile(off, 50), percentile(off, 90)] },
  };
}
