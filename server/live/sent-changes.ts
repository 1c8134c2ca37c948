import type { OrderChange } from '#contract/live';

/** How long pushed changes are kept for pages that connect late. */
const REPLAY_MS = 60_000;

/**
 * The order changes one process has sent its screens lately: each goes out once, whether its
 * commit's push or the poll brings it first (decision 042), and a page that loaded its data just
 * before its socket joined the rooms catches up on connect (server/live/socket.ts).
 */
export function sentChanges() {
  // The changes already sent (order and number), with when.
  const sent = new Map<string, number>();
  // What was sent lately, with when.
  let recent: { at: number; changes: OrderChange[] }[] = [];
  return {
    /** The changes not sent yet, noted as sent from now on. */
    unsent(changes: readonly OrderChange[]): OrderChange[] {
      const now = Date.now();
      for (const [key, at] of sent) {
        if (at > now - REPLAY_MS) break;
        sent.delete(key);
      }
      const fresh = changes.filter((c) => !sent.has(`${c.id}:${c.seq}`));
      for (const c of fresh) sent.set(`${c.id}:${c.seq}`, now);
      return fresh;
    },
    /** Kept for the pages that connect late, as they are sent. */
    remember(changes: OrderChange[]) {
      const now = Date.now();
      recent = recent.filter((r) => r.at > now - REPLAY_MS);
      if (changes.length > 0) recent.push({ at: now, changes });
    },
    /** The changes sent at or after this time (ms). */
    pushedSince: (time: number) => recent.filter((r) => r.at >= time).flatMap((r) => r.changes),
  };
}
