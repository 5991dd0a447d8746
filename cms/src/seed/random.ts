/**
 * A seeded pseudo-random generator (mulberry32): the demo content is the same on every machine
 * and every run, so screenshots, tests and benchmarks compare like with like.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** One item, each with its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A value rounded to a multiple of `step`. */
  round(value: number, step: number): number;
}

/** The number the demo seed draws from (cms/src/seed/index.ts); the web's test fixtures draw the same rows. */
export const demoSeedNumber = 20_260_101;

/**
 * @example
 * const random = createRandom(2026);
 * random.int(1, 6); // the same number on every machine
 */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[Math.floor(next() * items.length)] as (typeof items)[number];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      return pool.slice(0, Math.min(count, pool.length));
    },
    round: (value, step) => Math.round(value / step) * step,
  };
  return random;
}
