import type { ItemStatus } from '../contract/order-states';

/** What makes two lines the same service: the service and, for tyres, the size. */
export interface LineKey {
  id: number;
  serviceId: number | null;
  radiusId: number | null;
  profileId: number | null;
  status: ItemStatus;
}

const keyOf = (line: LineKey) => `${line.serviceId}:${line.radiusId ?? ''}:${line.profileId ?? ''}`;

/**
 * The order's canceled lines whose service, at the same size, is on a line not canceled (the
 * service was chosen again after its cancel). Such a line stays canceled: lifting its cancel
 * would bill one service twice, in two lines the services edit cannot tell apart. One pass
 * over the lines, however many an order has.
 */
export function canceledWithLiveTwin(lines: readonly LineKey[]): Set<number> {
  const live = new Set(lines.filter((l) => l.serviceId !== null && l.status !== 'canceled').map(keyOf));
  return new Set(lines.filter((l) => l.serviceId !== null && l.status === 'canceled' && live.has(keyOf(l))).map((l) => l.id));
}
