/**
 * The kinds of change the audit log tells apart (the owner's filter). Plain values: the
 * browser imports this module, and zod stays on the server (docs/decisions/018).
 */
export const auditKinds = [
  'money',
  'discount',
  'status',
  'keys',
  'workers',
  'order',
  'price',
  'staff',
  'clients',
  'account',
  'bookings',
  'storage',
  'settings',
] as const;
export type AuditKind = (typeof auditKinds)[number];

/**
 * Keys of an audit row's before and after that hold money: kopecks in the database, roubles
 * in the API's answer, money on the screen. Every number under `prices` is money too.
 */
export const AUDIT_MONEY_KEYS: ReadonlySet<string> = new Set([
  'sum',
  'sum_final',
  'pay_sum',
  'refund_due',
  'parking',
  'paid',
  'refunded',
  'price',
  'opening_float',
  'expected_cash',
  'counted_cash',
  'difference',
]);
export const AUDIT_MONEY_MAPS: ReadonlySet<string> = new Set(['prices']);

/** What an audited number may name: its kinds, and the keys of a change that hold one (a list of workers holds several). */
export const auditNameKinds = [
  'item',
  'service',
  'worker',
  'company',
  'group',
  'class',
  'model',
  'brand',
  'client',
  'radius',
  'profile',
  'account',
] as const;
export type AuditNameKind = (typeof auditNameKinds)[number];
export const AUDIT_ID_KEYS: Readonly<Record<string, AuditNameKind>> = {
  item: 'item',
  service_id: 'service',
  workers: 'worker',
  company_id: 'company',
  group_id: 'group',
  class_id: 'class',
  model_id: 'model',
  brand_id: 'brand',
  client_id: 'client',
  radius_id: 'radius',
  profile_id: 'profile',
};
/** The entities of the log that have a name (an order has its number, the rules have none). */
export const AUDIT_NAMED_ENTITIES: Readonly<Record<string, AuditNameKind>> = {
  service: 'service',
  worker: 'worker',
  company: 'company',
  client: 'client',
  group: 'group',
  class: 'class',
  model: 'model',
  account: 'account',
};
/** What a key of an audited price list names: a class (`2`) or a tyre size (`radius×profile`). */
export function auditPriceKey(key: string): Array<readonly ['class' | 'radius' | 'profile', number]> {
  if (/^\d+$/.test(key)) return [['class', Number(key)]];
  const size = /^(\d+)×(\d+)$/.exec(key);
  return size
    ? [
        ['radius', Number(size[1])],
        ['profile', Number(size[2])],
      ]
    : [];
}
