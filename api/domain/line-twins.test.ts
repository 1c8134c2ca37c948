import { describe, expect, it } from 'vitest';
import { canceledWithLiveTwin, type LineKey } from './line-twins';

const line = (id: number, status: LineKey['status'], serviceId: number | null, size: [number, number] | null = null): LineKey => ({
  id,
  status,
  serviceId,
  radiusId: size?.[0] ?? null,
  profileId: size?.[1] ?? null,
});

describe('a canceled line with a live twin', () => {
  it('is a canceled line whose service at the same size is live again, done or not', () => {
    const lines = [line(1, 'canceled', 5), line(2, 'active', 5), line(3, 'canceled', 6), line(4, 'done', 6), line(5, 'canceled', 7)];
    expect([...canceledWithLiveTwin(lines)]).toEqual([1, 3]);
  });

  it('is not one at another tyre size, beside another canceled line, or without a service (parking)', () => {
    const lines = [
      line(1, 'canceled', 9, [17, 1]),
      line(2, 'active', 9, [16, 1]),
      line(3, 'canceled', 8),
      line(4, 'canceled', 8),
      line(5, 'canceled', null),
      line(6, 'active', null),
    ];
    expect(canceledWithLiveTwin(lines).size).toBe(0);
    expect([...canceledWithLiveTwin([...lines, line(7, 'active', 9, [17, 1])])]).toEqual([1]);
  });
});
