import type { AuditKind } from '../contract/audit-kinds';

/**
 * Which audited actions each kind holds: an exact action, or a family ending with a dot
 * (`payment.` is every payment action). The first kind that names an action is its kind;
 * an order action no kind names is a change of the order as such.
 */
export const KIND_ACTIONS: ReadonlyArray<readonly [AuditKind, readonly string[]]> = [
  ['money', ['payment.', 'shift.', 'order.money', 'order.parking.', 'order.repriced']],
  ['discount', ['discount.', 'car.group']],
  [
    'status',
    ['order.created', 'order.started', 'order.completed', 'order.canceled', 'order.draft_removed', 'order.item.cancel', 'order.item.mark'],
  ],
  ['keys', ['order.keys']],
  ['workers', ['order.item.workers']],
  ['order', ['order.item.added', 'order.item.deleted', 'order.item.quantity', 'order.phone', 'order.comment']],
  ['price', ['service.', 'price.', 'class.', 'model.']],
  ['staff', ['worker.']],
  ['clients', ['group.', 'company.', 'client.']],
  ['account', ['account.']],
  ['bookings', ['booking.', 'bay.', 'booking_rules.', 'day_off.', 'duration.']],
  ['storage', ['storage.']],
  ['settings', ['rules.', 'business.', 'messages.', 'backup.', 'export.']],
];

const matches = (action: string, pattern: string) => (pattern.endsWith('.') ? action.startsWith(pattern) : action === pattern);

export function kindOf(action: string): AuditKind {
  for (const [kind, patterns] of KIND_ACTIONS) if (patterns.some((p) => matches(action, p))) return kind;
  return action.startsWith('order.') ? 'order' : 'settings';
}

export function actionsOf(kind: AuditKind): readonly string[] {
  return KIND_ACTIONS.find(([k]) => k === kind)?.[1] ?? [];
}
