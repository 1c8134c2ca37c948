import { seededRandom, type Random } from '../seed/random';
import type { Order } from '../contract/orders';
import { expectOrderAddsUp } from './order-invariants';
import type { TestAnswer, TestApi } from './test-api';

export type Who = 'owner' | 'master' | 'cashier';

/** An answer as a sequence's log writes it: the status, and the refusal's code. */
export const said = (res: TestAnswer): string => `${res.status}${res.status >= 400 ? ` ${res.body.code}` : ''}`;

/**
 * What the random sequences of real calls share (the storage and the list-cache sequences in
 * api/calls/): the API and a token per role, a random source of the seed's own, the steps
 * written down for the failure message, the answers counted by status and code, and plates
 * and phones no other seed uses.
 */
export abstract class SequenceWorld {
  readonly rng: Random;
  readonly steps: string[] = [];
  /** Answers by status and refusal code. */
  readonly statuses = new Map<string, number>();
  readonly plates: string[] = [];
  readonly phones: string[] = [];
  step = 0;
  protected plateCount = 0;
  private phoneCount = 0;

  constructor(
    readonly seed: number,
    readonly api: TestApi,
    readonly tokens: Record<Who, string>,
    private readonly own: { random: number; phonePrefix: string },
  ) {
    this.rng = seededRandom(own.random);
  }

  /** Ends the sequence with what went wrong and how to replay it. */
  abstract fail(message: string): never;

  /** Counts an answer by its status and code. */
  protected countAnswer(res: TestAnswer): void {
    const key = res.status >= 400 ? `${res.status} ${res.body.code}` : String(res.status);
    this.statuses.set(key, (this.statuses.get(key) ?? 0) + 1);
  }

  /** One of the entries, each as likely as its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let left = this.rng.next() * entries.reduce((s, [, weight]) => s + weight, 0);
    for (const [value, weight] of entries) if ((left -= weight) < 0) return value;
    return entries[entries.length - 1]![0];
  }

  /** Picks from a list, or undefined when it is empty. */
  maybe<T>(list: readonly T[]): T | undefined {
    return list.length ? this.rng.pick(list) : undefined;
  }

  /** A phone no client of this seed has yet. */
  newPhone(): string {
    this.phoneCount += 1;
    return `${this.own.phonePrefix}${String(this.seed % 100).padStart(2, '0')}${String(this.phoneCount).padStart(5, '0')}`;
  }
}

/** A sequence's owner, master and cashier, each signed in under the seed's own login. */
export async function staffOf(api: TestApi, seed: number): Promise<Record<Who, string>> {
  return {
    owner: await api.signInAs('owner', `owner-${seed}`),
    master: await api.signInAs('master', `master-${seed}`),
    cashier: await api.signInAs('cashier', `cashier-${seed}`),
  };
}

/** What checkMoney needs of a sequence's world. */
interface Checking {
  call(who: 'cashier', method: 'GET', path: string): Promise<TestAnswer>;
  expect(ok: boolean, message: () => string): void;
  fail(message: string): never;
}

/** The money of each order the step touched adds up (api/test/order-invariants.ts). */
export async function checkMoney(w: Checking, ids: Iterable<number>): Promise<void> {
  for (const id of ids) {
    const res = await w.call('cashier', 'GET', `order/${id}`);
    w.expect(res.status === 200, () => `order/${id} answered ${res.status}`);
    try {
      expectOrderAddsUp(res.body.data as Order);
    } catch (err) {
      w.fail(`order ${id} does not add up: ${(err as Error).message}`);
    }
  }
}
