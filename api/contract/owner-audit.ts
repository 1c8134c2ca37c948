import { z } from 'zod';
import { okEnvelope } from './envelope';
import { id } from './fields';
import { auditKinds } from './audit-kinds';

/* ---- The audit log, as the owner reads it; each action has one kind (api/audit/kinds.ts) ---- */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'дата в виде ГГГГ-ММ-ДД');

/** `GET owner/audit`: newest first, 50 a page; dates are business days (TZ_BUSINESS), both ends included. */
export const auditQuerySchema = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  user_id: id.optional(),
  order_id: id.optional(),
  kind: z.enum(auditKinds).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AuditQuery = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.object({ id: z.number().int(), login: z.string(), name: z.string() }).nullable(),
  kind: z.enum(auditKinds),
  action: z.string(),
  entity: z.string(),
  entity_id: z.number().int().nullable(),
  /** Before and after as stored, money in roubles. */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditAnswerSchema = okEnvelope(
  z.object({
    entries: z.array(auditEntrySchema),
    page: z.number().int(),
    pages: z.number().int(),
    total: z.number().int(),
    /** Who may be filtered by: every account. */
    users: z.array(z.object({ id: z.number().int(), login: z.string(), name: z.string() })),
  })
);
