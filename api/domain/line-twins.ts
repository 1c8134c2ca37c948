import type { ItemStatus } from '../contract/order-states';

/** What makes two lines the same service: the service and, for tyres, the size. */
export interface LineKey {
  id: number;
  serviceId: number | null;
  radiusId: number | null;
  profileId: number | null;
  status: ItemStatus;
}

/**
 * Whether another line of the order, not canceled, is the same service at the same size. A
 * canceled line with such a twin (the service was chosen again after its cancel) stays
 * canceled: lifting its cancel would bill one service twice, in two lines the services edit
 * cannot tell apart.
 */
export function hasLiveTwin(line: LineKey, lines: readonly LineKey[]): boolean {
  if (line.serviceId === null) return false;
  return lines.some(
    (other) =>
      other.id !== line.id &&
      other.status !== 'canceled' &&
      other.serviceId === line.serviceId &&
      other.radiusId === line.radiusId &&
      other.profileId === line.profileId,
  );
}
