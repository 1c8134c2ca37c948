import type { Statement } from './statement-times';

/** One request of a page: the statements it sent, in order, and for each those it waited for (indices). */
export interface TimedRequest {
  statements: Statement[];
  waits: number[][];
}

/**
 * The waits the requests of one page have in common, on the statements most of them sent: a
 * statement waits for another only if it did so in each of those requests. A request that sent
 * other statements (a minute's read falling due) says nothing of these and is left out; the
 * statements may go out in another order from one request to the next (two loaders' waves
 * interleave), so each is paired with its like by text and parameters, then by text alone.
 */
export function waitsInCommon<T extends TimedRequest>(requests: T[]): { reference: T; after: number[][]; alike: number } {
  const groups = new Map<string, T[]>();
  for (const request of requests) {
    const signature = request.statements
      .map((s) => s.text)
      .sort()
      .join('\u0001');
    groups.set(signature, [...(groups.get(signature) ?? []), request]);
  }
  const alike = [...groups.values()].sort((a, b) => b.length - a.length)[0]!;
  const [reference, ...others] = alike;
  const after = reference!.waits.map((w) => [...w]);
  for (const other of others) {
    const otherIndexOf = pairing(reference!.statements, other.statements);
    const referenceIndexOf = new Map(otherIndexOf.map((o, r) => [o, r]));
    for (const [r, waits] of after.entries()) {
      const waited = new Set(other.waits[otherIndexOf[r]!]!.map((j) => referenceIndexOf.get(j)!));
      after[r] = waits.filter((j) => waited.has(j));
    }
  }
  return { reference: reference!, after, alike: alike.length };
}

/** For each statement of `a`, the index of its like in `b` (the same texts, maybe in another order). */
function pairing(a: Statement[], b: Statement[]): number[] {
  const taken = new Set<number>();
  const pairOf: number[] = [];
  const pass = (key: (s: Statement) => string) => {
    const queues = new Map<string, number[]>();
    b.forEach((s, i) => {
      if (!taken.has(i)) queues.set(key(s), [...(queues.get(key(s)) ?? []), i]);
    });
    a.forEach((s, i) => {
      if (pairOf[i] !== undefined) return;
      const j = queues.get(key(s))?.shift();
      if (j === undefined) return;
      pairOf[i] = j;
      taken.add(j);
    });
  };
  pass((s) => `${s.text}\u0000${JSON.stringify(s.params)}`);
  pass((s) => s.text);
  return pairOf;
}

/**
 * How many waves statements went in: the longest chain of statements each waiting for the one
 * before (`after[i]`: the statements statement i waited for).
 */
export function wavesOf(after: number[][]): number {
  const depth: number[] = [];
  for (const waits of after) depth.push(1 + Math.max(0, ...waits.map((j) => depth[j]!)));
  return Math.max(0, ...depth);
}
