import { describe, expect, it } from 'vitest';
import { keptValues } from './kept-values';

describe('keptValues', () => {
  it('reads a value back until its time is up, a null included', () => {
    const kept = keptValues<number | null>(10);
    kept.set('a', 1, 100);
    kept.set('b', null, 100);
    expect(kept.get('a', 99)).toBe(1);
    expect(kept.get('b', 99)).toBeNull();
    expect(kept.get('a', 100)).toBeUndefined();
    expect(kept.get('c', 0)).toBeUndefined();
    kept.delete('a');
    expect(kept.get('a', 0)).toBeUndefined();
  });

  it('drops the oldest written key past its size; a rewrite makes a key the newest and drops nothing', () => {
    const kept = keptValues<number>(2);
    kept.set('a', 1, 100);
    kept.set('b', 2, 100);
    kept.set('a', 3, 100);
    expect([kept.get('a', 0), kept.get('b', 0)]).toEqual([3, 2]);
    kept.set('c', 4, 100);
    expect([kept.get('a', 0), kept.get('b', 0), kept.get('c', 0)]).toEqual([3, undefined, 4]);
  });
});
