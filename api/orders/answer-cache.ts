import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { referenceRevision } from '../db/schema';

/**
 * One reload for many screens (docs/decisions/043-one-reload-for-many-screens.md). When a change
 * wakes ten screens that show the same list, they ask for it at once; the database answers
 * once. An answer is kept under the state it was read at: the change feed's last committed
 * number, the feed sequence's last number taken (it never goes back, where the last committed
 * one does when a stale draft is deleted) and the reference data's revision, read by one small
 * statement before each use, and the count of this process's successful writes. A screen woken
 * by a change asks after that change committed, so it reads a newer mark and can never be given
 * an answer older than its change; a person's own write through this process (a merge that
 * renames a client, a booking that names one) is never answered from before it either.
 *
 * What none of these follow (such a write made through another process) is bounded by the
 * age: an answer is never older than `MAX_AGE_MS`.
 */
const MAX_AGE_MS = 5_000;
/** Enough for every filter and page open at once on a big site; the oldest go first. */
const MAX_ENTRIES = 200;

export interface AnswerCache {
  /** The answer of `compute` for `key` at the database's current state: shared with every caller asking the same. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** Successful writes a screen could show, through this process's pipeline (api/http/pipeline.ts counts them; not the `unseen` calls). */
let writes = 0;
export function noteWrite(): void {
  writes += 1;
}

export function createAnswerCache(db: Db, now: () => number = Date.now): AnswerCache {
  const entries = new Map<string, { at: number; answer: Promise<unknown> }>();
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const seen = writes;
      const full = `${await stateMark(db)}/${seen} ${key}`;
      const found = entries.get(full);
      if (found && now() - found.at < MAX_AGE_MS) return found.answer as Promise<T>;
      const answer = compute();
      entries.delete(full);
      entries.set(full, { at: now(), answer });
      // A failed read is not kept: the next screen tries again.
      answer.catch(() => entries.get(full)?.answer === answer && entries.delete(full));
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      return answer;
    },
  };
}

/** The change feed's last committed number and last number taken, and the reference data's revision, in one statement. */
async function stateMark(db: Db): Promise<string> {
  const [row] = await db
    .select({
      revision: referenceRevision.revision,
      committed: sql<string>`(select max(change_seq) from orders)`,
      taken: sql<string>`(select last_value from order_change_seq)`,
    })
    .from(referenceRevision)
    .where(eq(referenceRevision.id, 1));
  return `${row?.committed ?? 0}/${row?.taken ?? 0}/${row?.revision ?? 0}`;
}
