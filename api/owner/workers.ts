import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { OwnerWorker } from '../contract/owner-staff';
import type { Db } from '../db/database';
import { workers } from '../db/schema';
import { conflict, invalid, notFound } from '../domain/refusal';
import { recordChange } from '../audit/record';
import type { OwnerContext } from './context';
import { bumpReference } from './revision';
import { LOCKS } from '../db/locks';

/** Every worker, active or not, wash first then tyres, by name. */
export async function ownerWorkers(db: Db): Promise<OwnerWorker[]> {
  const rows = await db.select().from(workers).orderBy(asc(workers.kind), asc(workers.name));
  return rows.map((w) => ({
    id: w.id,
    name: w.name,
    kind: w.kind,
    color_back: w.colorBack,
    color_font: w.colorFont,
    is_active: w.isActive,
    commission_percent: w.commissionPercent,
    share_weight: w.shareWeight,
  }));
}

/** Black or white, whichever reads better on the chip's background (WCAG relative luminance). */
export function fontFor(background: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(background.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/**
 * A new worker, or a change of one. A deactivated worker leaves the lists a master assigns
 * from, and keeps the lines they did (their history and earnings stay).
 */
export async function saveWorker(
  ctx: OwnerContext,
  input: {
    id?: number;
    name: string;
    kind: 'wash' | 'tire';
    color_back: string;
    is_active: boolean;
    commission_percent: number;
    share_weight?: number;
  }
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    // Saves of workers take turns: a name is checked free and written by one at a time, and a
    // worker read here is not renamed by another save before this one writes it back.
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCKS.workerNames})`);
    const [before] = input.id === undefined ? [] : await tx.select().from(workers).where(eq(workers.id, input.id));
    if (input.id !== undefined && !before) throw notFound('worker_not_found', { id: input.id });
    // A worker's lines are of their kind: a washer on open wash lines cannot become a tyre fitter.
    if (before && before.kind !== input.kind) throw invalid('worker_kind_fixed');
    const fields = {
      name: input.name,
      kind: input.kind,
      colorBack: input.color_back.toLowerCase(),
      colorFont: fontFor(input.color_back),
      isActive: input.is_active,
      commissionPercent: input.commission_percent,
      shareWeight: input.share_weight ?? before?.shareWeight ?? 1,
    };
    if (!before || before.name.toLowerCase() !== input.name.toLowerCase()) await refuseTakenName(tx, input);
    let id = input.id;
    if (id === undefined) {
      const [row] = await tx.insert(workers).values(fields).returning({ id: workers.id });
      id = row!.id;
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'worker.created',
        entity: 'worker',
        entityId: id,
        after: fields,
      });
    } else {
      const { id: _id, ...was } = before!;
      if (JSON.stringify(was) === JSON.stringify({ ...was, ...fields })) return id;
      await tx.update(workers).set(fields).where(eq(workers.id, id));
      await recordChange(tx, {
        userId: ctx.userId,
        action: 'worker.changed',
        entity: 'worker',
        entityId: id,
        before: was,
        after: fields,
      });
    }
    await bumpReference(tx);
    return id;
  });
}

/**
 * Two workers of one bay by the same name could not be told apart where a master assigns
 * them or in the earnings; the same person on both bays is one name twice, and allowed. A
 * name kept as it was is not checked again (pairs from before this rule stay editable).
 */
async function refuseTakenName(tx: Db, input: { id?: number; name: string; kind: 'wash' | 'tire' }): Promise<void> {
  const [taken] = await tx
    .select({ id: workers.id })
    .from(workers)
    .where(and(eq(workers.kind, input.kind), sql`lower(${workers.name}) = lower(${input.name})`, input.id === undefined ? undefined : ne(workers.id, input.id)))
    .limit(1);
  if (taken) throw conflict('worker_name_taken', { name: input.name });
}
