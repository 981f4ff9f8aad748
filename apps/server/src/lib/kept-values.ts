/**
 * Values this process keeps for a while, by key (search counts, totals, list lengths): a value is read back until
 * its own time is up; past `max` keys the oldest written goes first (a Map iterates in insertion order, and a
 * rewrite moves its key to the end).
 */
export function keptValues<V>(max: number) {
  const kept = new Map<string, { value: V; until: number }>();
  return {
    /** The value kept under `key` at time `now`; undefined when none is, or its time is up. */
    get(key: string, now: number): V | undefined {
      const k = kept.get(key);
      return k && now < k.until ? k.value : undefined;
    },
    set(key: string, value: V, until: number): void {
      kept.delete(key);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
      kept.set(key, { value, until });
    },
    delete(key: string): void {
      kept.delete(key);
    },
  };
}
