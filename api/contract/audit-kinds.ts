/**
 * The kinds of change the audit log tells apart (the owner's filter). Plain values: the
 * browser imports this module, and zod stays on the server (docs/decisions/018).
 */
export const auditKinds = ['money', 'discount', 'status', 'keys', 'workers', 'order', 'price', 'staff', 'clients', 'account', 'settings'] as const;
export type AuditKind = (typeof auditKinds)[number];
