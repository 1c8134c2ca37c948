import { seededRandom } from '../../api/seed/random';

/**
 * The demo data's seeded generator (mulberry32) with what the convergence test needs more:
 * one seed gives the same choices again (CONVERGENCE_SEED), so a failing run can be replayed.
 */
export interface Random {
  readonly seed: number;
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with this probability. */
  chance(p: number): boolean;
  /** One element; undefined for an empty list. */
  pick<T>(items: readonly T[]): T | undefined;
  /** A key chosen by its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

export function createRandom(seed: number): Random {
  const base = seededRandom(seed);
  return {
    ...base,
    seed,
    pick: (items) => (items.length === 0 ? undefined : base.pick(items)),
    weighted: (weights) => {
      const entries = Object.entries(weights) as Array<[keyof typeof weights, number]>;
      const total = entries.reduce((sum, [, w]) => sum + w, 0);
      let roll = base.next() * total;
      for (const [key, w] of entries) {
        roll -= w;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
  };
}

/** The seed of this run: CONVERGENCE_SEED when given (a replay), else a new one. */
export function seedOfRun(): number {
  const given = process.env.CONVERGENCE_SEED;
  if (given !== undefined && given !== '') {
    const seed = Number(given);
    if (!Number.isInteger(seed) || seed < 0) throw new Error(`CONVERGENCE_SEED must be a non-negative integer, not ${given}`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

const PLATE_LETTERS = 'АВЕКМНОРСТУХ';

/** A standard plate of region 86 (which the demo data never has), from the run's generator. */
export function plateFrom(random: Random): string {
  const letter = () => PLATE_LETTERS[random.int(0, PLATE_LETTERS.length - 1)]!;
  return `${letter()}${random.int(100, 999)}${letter()}${letter()}86`;
}
