import { DEFAULT_MINUTES, serviceClassKey, type DurationTable, type QueueKind } from './wait-estimate';

/** The longest a service may take: the owner's limit, and the history's too. */
export const MAX_SERVICE_MINUTES = 600;

/**
 * How long a service takes on a class, as a booking counts it: the owner's minutes when set,
 * else the shop's history (the median of the service on the class, then on any class), else the
 * default of its kind. Whole minutes, at least one.
 */
export function serviceMinutes(
  serviceId: number,
  kind: QueueKind,
  classId: number,
  owner: Map<string, number>,
  history: DurationTable,
): { minutes: number; from: 'owner' | 'history' | 'default' } {
  const key = serviceClassKey(serviceId, classId);
  const set = owner.get(key);
  if (set !== undefined) return { minutes: set, from: 'owner' };
  const learned = history.byServiceClass.get(key) ?? history.byService.get(serviceId);
  // A forgotten order finished days later teaches a median of days: the history counts up to what an owner may set.
  if (learned !== undefined && Number.isFinite(learned))
    return { minutes: Math.min(MAX_SERVICE_MINUTES, Math.max(1, Math.round(learned))), from: 'history' };
  return { minutes: DEFAULT_MINUTES[kind], from: 'default' };
}

/** The minutes of a booking's services together (each service once: a tyre change is one job whatever the wheels). */
export function bookingMinutes(
  lines: { serviceId: number; kind: QueueKind }[],
  classId: number,
  owner: Map<string, number>,
  history: DurationTable,
): number {
  return lines.reduce((sum, line) => sum + serviceMinutes(line.serviceId, line.kind, classId, owner, history).minutes, 0);
}
