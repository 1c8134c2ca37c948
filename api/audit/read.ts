import { and, count, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AuditEntry } from '../contract/owner-audit';
import { AUDIT_MONEY_KEYS, AUDIT_MONEY_MAPS, type AuditKind } from '../contract/audit-kinds';
import type { Db } from '../db/database';
import { auditLog, users } from '../db/schema';
import { addDays, startOfBusinessDate } from '../domain/business-time';
import { toRoubles } from '../domain/money';
import { actionsOf, kindOf } from './kinds';
import { auditNames } from './names';

export const AUDIT_PAGE = 50;
/** At most this many rows are counted: a whole log of millions would be counted on every page. */
export const AUDIT_COUNT_CAP = 10_000;

export interface AuditFilter {
  from?: string;
  to?: string;
  user_id?: number;
  order_id?: number;
  kind?: AuditKind;
  page: number;
}

function inRoubles(value: unknown, key = '', allMoney = false): unknown {
  if (typeof value === 'number') return allMoney || AUDIT_MONEY_KEYS.has(key) ? toRoubles(value) : value;
  if (Array.isArray(value)) return value.map((v) => inRoubles(v, key, allMoney));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inRoubles(v, k, allMoney || AUDIT_MONEY_MAPS.has(k))]));
  }
  return value;
}

function whereOf(filter: AuditFilter, timeZone: string): SQL | undefined {
  const parts: Array<SQL | undefined> = [];
  if (filter.from) parts.push(gte(auditLog.at, startOfBusinessDate(filter.from, timeZone)));
  if (filter.to) parts.push(lt(auditLog.at, startOfBusinessDate(addDays(filter.to, 1), timeZone)));
  if (filter.user_id) parts.push(eq(auditLog.userId, filter.user_id));
  if (filter.order_id) parts.push(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, filter.order_id)));
  if (filter.kind) {
    const patterns = actionsOf(filter.kind);
    parts.push(or(...patterns.map((p) => (p.endsWith('.') ? like(auditLog.action, `${p}%`) : eq(auditLog.action, p)))));
  }
  return and(...parts);
}

/**
 * The audit log for the owner: newest first, a page at a time, money in roubles. The kind
 * filter narrows by the actions of that kind, so the same rows show as the list's kind says.
 */
export async function listAudit(db: Db, filter: AuditFilter, timeZone: string) {
  const where = whereOf(filter, timeZone);
  const matching = db
    .select({ one: sql`1` })
    .from(auditLog)
    .where(where)
    .limit(AUDIT_COUNT_CAP + 1)
    .as('matching');
  const [total] = await db.select({ n: count() }).from(matching);
  const rows = await db
    .select({
      entry: auditLog,
      user: { id: users.id, login: users.login, name: users.name },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(AUDIT_PAGE)
    .offset((filter.page - 1) * AUDIT_PAGE);
  // Every account, for the filter: a handful of rows, where the log's own authors would take a scan of it.
  const people = await db.select({ id: users.id, login: users.login, name: users.name }).from(users).orderBy(users.name);
  const counted = Number(total?.n ?? 0);
  const n = Math.min(counted, AUDIT_COUNT_CAP);
  const entries: AuditEntry[] = rows.map(({ entry, user }) => ({
    id: entry.id,
    at: entry.at.toISOString(),
    user: user?.id ? user : null,
    kind: kindOf(entry.action),
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    before: inRoubles(entry.before),
    after: inRoubles(entry.after),
  }));
  const names = await auditNames(
    db,
    rows.map((r) => r.entry),
  );
  return {
    names,
    entries,
    page: filter.page,
    pages: Math.max(1, Math.ceil(n / AUDIT_PAGE)),
    total: n,
    more: counted > AUDIT_COUNT_CAP,
    users: people,
  };
}
