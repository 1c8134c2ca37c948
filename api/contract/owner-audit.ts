import { z } from 'zod';
import { okEnvelope } from './envelope';
import { businessDay, fromDigits, idText, wholeNumber } from './fields';
import { auditKinds, auditNameKinds, type AuditNameKind } from './audit-kinds';

/* ---- The audit log, as the owner reads it; each action has one kind (api/audit/kinds.ts) ---- */

/** `GET owner/audit`: newest first, 50 a page; dates are business days (TZ_BUSINESS), both ends included. */
export const auditQuerySchema = z
  .object({
    from: businessDay.optional(),
    to: businessDay.optional(),
    user_id: idText.optional(),
    order_id: idText.optional(),
    kind: z.enum(auditKinds).optional(),
    // Pages are read by offset: far pages of a big log are slow, so the log is read a filter at a time.
    page: fromDigits(wholeNumber(1, 200)).default(1),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { path: ['to'], message: 'не раньше начальной даты' });
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

/** What the numbers of a page's changes name, by kind (a line's service, a worker, a company…). */
export const auditNamesSchema = z.object(
  Object.fromEntries(auditNameKinds.map((k) => [k, z.record(z.string(), z.string())])) as Record<
    AuditNameKind,
    z.ZodRecord<z.ZodString, z.ZodString>
  >,
);
export type AuditNames = z.infer<typeof auditNamesSchema>;

export const auditAnswerSchema = okEnvelope(
  z.object({
    entries: z.array(auditEntrySchema),
    page: z.number().int(),
    pages: z.number().int(),
    /** How many rows match, counted up to 10,000; `more` when there are more than that (narrow the filter). */
    total: z.number().int(),
    more: z.boolean(),
    /** Who may be filtered by: every account. */
    users: z.array(z.object({ id: z.number().int(), login: z.string(), name: z.string() })),
    /** The names of what this page's entries point to by number (its entity, a line, a worker…), by kind and id. */
    names: auditNamesSchema,
  }),
);
