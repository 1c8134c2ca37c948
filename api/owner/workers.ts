import { asc, eq } from 'drizzle-orm';
import { NEW_WORKER_SHARE_WEIGHT, type OwnerWorker } from '../contract/owner-staff';
import type { Db } from '../db/database';
import { workers } from '../db/schema';
import { invalid } from '../domain/refusal';
import type { OwnerContext } from './context';
import { saveNamedRow, tableOfNames, type NamedRowKind } from './named-row';
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

type WorkerFields = Omit<typeof workers.$inferInsert, 'id'> & { name: string };

/**
 * Two workers of one bay by the same name could not be told apart where a master assigns
 * them or in the earnings; the same person on both bays is one name twice, and allowed.
 */
const WORKERS: NamedRowKind<typeof workers.$inferSelect, WorkerFields> = {
  lock: LOCKS.workerNames,
  taken: 'worker_name_taken',
  missing: 'worker_not_found',
  entity: 'worker',
  created: 'worker.created',
  changed: 'worker.changed',
  // A name is one worker's within their bay.
  ...tableOfNames(workers, (fields: WorkerFields) => eq(workers.kind, fields.kind)),
  audited: ({ id: _id, ...was }) => was,
  // A worker's lines are of their kind: a washer on open wash lines cannot become a tyre fitter.
  refuseChange: (before, fields) => {
    if (before.kind !== fields.kind) throw invalid('worker_kind_fixed');
  },
};

/**
 * A new worker, or a change of one. A deactivated worker leaves the lists a master assigns
 * from, and keeps the lines they did (their history and earnings stay). A share weight left
 * out keeps the worker's own (1 for a new one).
 */
export function saveWorker(
  ctx: OwnerContext,
  input: {
    id?: number;
    name: string;
    kind: 'wash' | 'tire';
    color_back: string;
    is_active: boolean;
    commission_percent: number;
    share_weight?: number;
  },
): Promise<number> {
  return saveNamedRow(ctx, WORKERS, input.id, (before) => ({
    name: input.name,
    kind: input.kind,
    colorBack: input.color_back.toLowerCase(),
    colorFont: fontFor(input.color_back),
    isActive: input.is_active,
    commissionPercent: input.commission_percent,
    shareWeight: input.share_weight ?? before?.shareWeight ?? NEW_WORKER_SHARE_WEIGHT,
  }));
}
