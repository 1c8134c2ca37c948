import { AsyncLocalStorage } from 'node:async_hooks';
import type { OrderChange } from '../contract/live';

/**
 * The order changes a call wrote (docs/decisions/042-push-on-commit.md). The pipeline runs each
 * call inside `collectChanges`; `touchOrder` notes each change it numbers, and after a
 * changing call has answered (its transactions committed) the live layer pushes them to the
 * screens at once instead of waiting for its poll to read the change feed again. A change
 * written outside a call (the parking clock, the queues' workers) is not collected: the poll
 * reads it, as it reads everything, and stays the safety net.
 */
const calls = new AsyncLocalStorage<OrderChange[]>();

/** Runs `work`, gathering the order changes it notes; a failed `work` throws and its changes are dropped. */
export async function collectChanges<T>(work: () => Promise<T>): Promise<{ result: T; changes: OrderChange[] }> {
  const changes: OrderChange[] = [];
  const result = await calls.run(changes, work);
  return { result, changes };
}

/** Notes changes numbered in the current call's transaction (nothing outside a call). */
export function noteChanges(changes: readonly OrderChange[]): void {
  calls.getStore()?.push(...changes);
}
