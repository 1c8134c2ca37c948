import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { referenceRevision } from '../db/schema';

/**
 * One reload for many screens (docs/decisions/043-one-reload-for-many-screens.md). When a change
 * wakes ten screens that show the same list, they ask for it at once; the database answers
 * once. An answer is kept under the state it was read at: the change feed's last number and
 * the reference data's revision, read by one small statement (an index's last entry and a
 * row by key) before each use. A screen woken by a change asks after that change committed,
 * so it reads a newer number and can never be given an answer older than its change.
 *
 * What the two numbers do not follow (a company renamed without a new revision) is bounded
 * by the age: an answer is never older than `MAX_AGE_MS`.
 */
const MAX_AGE_MS = 5_000;
/** Enough for every filter and page open at once on a big site; the oldest go first. */
const MAX_ENTRIES = 200;

export interface AnswerCache {
  /** The answer of `compute` for `key` at the database's current state: shared with every caller asking the same. */
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

export function createAnswerCache(db: Db, now: () => number = Date.now): AnswerCache {
  const entries = new Map<string, { at: number; answer: Promise<unknown> }>();
  return {
    async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
      const full = `${await stateMark(db)} ${key}`;
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

/** The change feed's last number and the reference data's revision, in one statement. */
async function stateMark(db: Db): Promise<string> {
  const [row] = await db
    .select({ revision: referenceRevision.revision, seq: sql<string>`(select max(change_seq) from orders)` })
    .from(referenceRevision)
    .where(eq(referenceRevision.id, 1));
  return `${row?.seq ?? 0}/${row?.revision ?? 0}`;
}
