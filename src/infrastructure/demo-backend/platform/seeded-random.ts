/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same numbers on every
 * machine, so the demo's people, dossiers and tasks are the same after every reset.
 */
export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number from min through max. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item drawn with the weights beside it. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
}

export function seededRandom(seed: number): SeededRandom {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  };
  const weighted = <T>(items: readonly (readonly [T, number])[]): T => {
    const total = items.reduce((sum, [, weight]) => sum + weight, 0);
    let left = next() * total;
    for (const [item, weight] of items) {
      left -= weight;
      if (left < 0) return item;
    }
    return pick(items)[0];
  };
  return { next, int, chance: (probability) => next() < probability, pick, weighted };
}
