/**
 * The kinds of change the audit log tells apart (the owner's filter). Plain values: the
 * browser imports this module, and zod stays on the server (docs/decisions/018).
 */
export const auditKinds = ['money', 'discount', 'status', 'keys', 'workers', 'order', 'price', 'staff', 'clients', 'account', 'settings'] as const;
export type AuditKind = (typeof auditKinds)[number];

/**
 * Keys of an audit row's before and after that hold money: kopecks in the database, roubles
 * in the API's answer, money on the screen. Every number under `prices` is money too.
 */
export const AUDIT_MONEY_KEYS: ReadonlySet<string> = new Set(['sum', 'sum_final', 'pay_sum', 'refund_due', 'parking', 'paid', 'refunded', 'price', 'opening_float', 'expected_cash', 'counted_cash', 'difference']);
export const AUDIT_MONEY_MAPS: ReadonlySet<string> = new Set(['prices']);
