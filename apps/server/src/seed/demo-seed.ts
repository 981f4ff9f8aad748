import type { AppContext } from '../lib/context';

/** What every part of the demo world is seeded with (demo-world.ts makes one). */
export interface DemoSeed {
  ctx: AppContext;
  db: AppContext['db'];
  /** The world's deterministic random numbers: the parts draw from it in a fixed order. */
  rand: (max: number) => number;
  now: number;
  /** Stores a file at its key, staged and moved into place as an upload's is. */
  put: (key: string, data: Buffer) => Promise<void>;
  /** The demo users' ids by username. */
  users: Record<string, number>;
}

export const DAY = 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random sequence, so every fresh start seeds the same world. */
export function rng(seed: number) {
  let s = seed;
  return (max: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % max;
  };
}
