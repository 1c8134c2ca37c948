import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MINUTES,
  estimateQueue,
  expectedMinutes,
  lineDurationSamples,
  median,
  medianDurations,
  serviceClassKey,
  type DurationSample,
  type QueuedOrder,
} from './wait-estimate';

const MIN = 60_000;
const T0 = Date.UTC(2026, 10, 20, 9, 0);
const at = (minutes: number) => T0 + minutes * MIN;

function car(id: number, over: Partial<QueuedOrder> = {}): QueuedOrder {
  return { id, kind: 'wash', createdAt: at(id), startedAt: null, minutes: 20, ...over };
}

describe('lineDurationSamples', () => {
  it('splits the duration in proportion to the price before discount', () => {
    const samples = lineDurationSamples({
      classId: 3,
      startedAt: at(0),
      doneAt: at(60),
      lines: [
        { serviceId: 1, weight: 100_000 },
        { serviceId: 2, weight: 50_000 },
        { serviceId: 3, weight: 50_000 },
      ],
    });
    expect(samples).toEqual([
      { serviceId: 1, classId: 3, minutes: 30 },
      { serviceId: 2, classId: 3, minutes: 15 },
      { serviceId: 3, classId: 3, minutes: 15 },
    ]);
  });

  it('splits equally when every line is free, and a free line beside a paid one gets nothing', () => {
    const lines = [
      { serviceId: 1, weight: 0 },
      { serviceId: 2, weight: 0 },
      { serviceId: 3, weight: 0 },
    ];
    expect(lineDurationSamples({ classId: 1, startedAt: at(0), doneAt: at(45), lines }).map((s) => s.minutes)).toEqual([15, 15, 15]);
    const mixed = [
      { serviceId: 1, weight: 0 },
      { serviceId: 2, weight: 30_000 },
    ];
    expect(lineDurationSamples({ classId: 1, startedAt: at(0), doneAt: at(40), lines: mixed }).map((s) => s.minutes)).toEqual([0, 40]);
  });

  it('gives nothing for an order without lines or without a positive duration', () => {
    expect(lineDurationSamples({ classId: 1, startedAt: at(0), doneAt: at(30), lines: [] })).toEqual([]);
    expect(lineDurationSamples({ classId: 1, startedAt: at(30), doneAt: at(30), lines: [{ serviceId: 1, weight: 1 }] })).toEqual([]);
  });
});

describe('medianDurations and expectedMinutes', () => {
  const s = (serviceId: number, classId: number, minutes: number): DurationSample => ({ serviceId, classId, minutes });

  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 20, 30])).toBe(25);
    const table = medianDurations([s(1, 1, 12), s(1, 1, 30), s(1, 1, 10), s(1, 2, 40), s(1, 2, 20)]);
    expect(table.byServiceClass.get(serviceClassKey(1, 1))).toBe(12);
    expect(table.byServiceClass.get(serviceClassKey(1, 2))).toBe(30);
    // Over all classes: 10, 12, 20, 30, 40.
    expect(table.byService.get(1)).toBe(20);
  });

  it('falls back to the service over all classes, then to the default of the line kind', () => {
    const table = medianDurations([s(1, 1, 10), s(1, 2, 20), s(1, 2, 40), s(2, 1, 50)]);
    expect(expectedMinutes([{ serviceId: 1, kind: 'wash' }], 2, table)).toBe(30);
    // Class 3 never had service 1: the median over its classes (10, 20, 40).
    expect(expectedMinutes([{ serviceId: 1, kind: 'wash' }], 3, table)).toBe(20);
    // Service 9 never done, and a line without a service: the defaults.
    expect(expectedMinutes([{ serviceId: 9, kind: 'tire' }], 1, table)).toBe(DEFAULT_MINUTES.tire);
    expect(expectedMinutes([{ serviceId: null, kind: 'wash' }], 1, table)).toBe(DEFAULT_MINUTES.wash);
    const order = [
      { serviceId: 1, kind: 'wash' as const },
      { serviceId: 2, kind: 'wash' as const },
      { serviceId: 9, kind: 'tire' as const },
    ];
    expect(expectedMinutes(order, 1, table)).toBe(10 + 50 + DEFAULT_MINUTES.tire);
    expect(expectedMinutes([], 1, table)).toBe(0);
  });

  it('knows nothing from an empty history', () => {
    const table = medianDurations([]);
    expect(
      expectedMinutes(
        [
          { serviceId: 1, kind: 'wash' },
          { serviceId: 2, kind: 'tire' },
        ],
        1,
        table,
      ),
    ).toBe(DEFAULT_MINUTES.wash + DEFAULT_MINUTES.tire);
  });
});

describe('estimateQueue', () => {
  it('chains three waiting cars on one bay', () => {
    const result = estimateQueue([car(3, { minutes: 10 }), car(1, { minutes: 20 }), car(2, { minutes: 15 })], at(5));
    expect(result.get(1)).toEqual({ ahead: 0, readyAt: at(25) });
    expect(result.get(2)).toEqual({ ahead: 1, readyAt: at(40) });
    expect(result.get(3)).toEqual({ ahead: 2, readyAt: at(50) });
  });

  it('counts two cars in progress as two bays', () => {
    const orders = [
      car(1, { startedAt: at(0), minutes: 30 }),
      car(2, { startedAt: at(10), minutes: 30 }),
      car(3, { minutes: 20 }),
      car(4, { minutes: 20 }),
      car(5, { minutes: 20 }),
    ];
    const result = estimateQueue(orders, at(15));
    expect(result.get(1)).toEqual({ ahead: 0, readyAt: at(30) });
    expect(result.get(2)).toEqual({ ahead: 0, readyAt: at(40) });
    expect(result.get(3)).toEqual({ ahead: 0, readyAt: at(50) });
    expect(result.get(4)).toEqual({ ahead: 1, readyAt: at(60) });
    expect(result.get(5)).toEqual({ ahead: 2, readyAt: at(70) });
  });

  it('gives an overdue car in progress a floor of its remaining time, and the car behind waits for it', () => {
    // Expected 20 minutes, started 30 minutes ago: 15 % of 20 is 3 minutes more, over the 2-minute floor.
    const short = estimateQueue([car(1, { startedAt: at(0), minutes: 20 }), car(2, { minutes: 10 })], at(30));
    expect(short.get(1)).toEqual({ ahead: 0, readyAt: at(33) });
    expect(short.get(2)).toEqual({ ahead: 0, readyAt: at(43) });
    // Expected 10 minutes: 15 % is 1.5, under the 2-minute floor.
    const tiny = estimateQueue([car(1, { startedAt: at(0), minutes: 10 })], at(30));
    expect(tiny.get(1)).toEqual({ ahead: 0, readyAt: at(32) });
    // Expected 60 minutes, 70 gone: 9 more.
    const long = estimateQueue([car(1, { kind: 'tire', startedAt: at(0), minutes: 60 })], at(70));
    expect(long.get(1)).toEqual({ ahead: 0, readyAt: at(79) });
  });

  it('rounds a ready time up to a whole minute', () => {
    const result = estimateQueue([car(1, { minutes: 12.2 })], at(0) + 10_000);
    expect(result.get(1)!.readyAt).toBe(at(13));
  });

  it('keeps the wash and tyre queues apart', () => {
    const orders = [
      car(1, { kind: 'tire', startedAt: at(0), minutes: 60 }),
      car(2, { kind: 'wash', minutes: 20 }),
      car(3, { kind: 'tire', minutes: 40 }),
      car(4, { kind: 'wash', minutes: 20 }),
    ];
    const result = estimateQueue(orders, at(10));
    expect(result.get(2)).toEqual({ ahead: 0, readyAt: at(30) });
    expect(result.get(4)).toEqual({ ahead: 1, readyAt: at(50) });
    expect(result.get(3)).toEqual({ ahead: 0, readyAt: at(100) });
    // The tyre queue alone gives the same for its cars.
    const tires = estimateQueue(
      orders.filter((o) => o.kind === 'tire'),
      at(10),
    );
    expect(tires.get(3)).toEqual(result.get(3));
  });

  it('breaks a tie of arrival by id', () => {
    const result = estimateQueue([car(7, { createdAt: at(0), minutes: 10 }), car(4, { createdAt: at(0), minutes: 30 })], at(0));
    expect(result.get(4)).toEqual({ ahead: 0, readyAt: at(30) });
    expect(result.get(7)).toEqual({ ahead: 1, readyAt: at(40) });
  });

  it('uses the bays the shop says it has when fewer cars are in progress', () => {
    const orders = [car(1, { startedAt: at(0), minutes: 30 }), car(2, { minutes: 20 }), car(3, { minutes: 20 })];
    const one = estimateQueue(orders, at(10));
    expect(one.get(2)).toEqual({ ahead: 0, readyAt: at(50) });
    const three = estimateQueue(orders, at(10), { wash: 3 });
    expect(three.get(1)).toEqual({ ahead: 0, readyAt: at(30) });
    expect(three.get(2)).toEqual({ ahead: 0, readyAt: at(30) });
    expect(three.get(3)).toEqual({ ahead: 1, readyAt: at(30) });
    // The tyre queue's bays do not change the wash queue.
    expect(estimateQueue(orders, at(10), { tire: 3 }).get(2)).toEqual(one.get(2));
  });

  it('never starts a waiting car before now, and does not read the clock', () => {
    const result = estimateQueue([car(1, { createdAt: at(-500), minutes: 20 })], at(100));
    expect(result.get(1)).toEqual({ ahead: 0, readyAt: at(120) });
    expect(estimateQueue([car(1)], at(100))).toEqual(estimateQueue([car(1)], at(100)));
  });
});
