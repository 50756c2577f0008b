/** A seeded source of numbers in [0, 1) (mulberry32): the same seed gives the same search. */
export interface Random {
  next(): number;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
  };
}

export function randomInt(random: Random, below: number): number {
  return Math.floor(random.next() * below);
}

export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const list = [...items];
  for (let i = list.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}
