import { describe, expect, it } from 'vitest';
import { isFiltered, myListQuerySchema, searchLength } from './schemas';

describe('DESIGN §8 my-list query', () => {
  it('reads search and filters, empty values as absent, and refuses unknown ones', () => {
    expect(
      myListQuerySchema.parse({ page: '2', q: ' 初音 ', engine: 'synthv', agreement: '3', type: '2' }),
    ).toEqual({ page: 2, q: '初音', engine: 'synthv', agreement: 3, type: 2 });
    const blank = myListQuerySchema.parse({ q: '', engine: '', agreement: '', type: '', visibility: '' });
    expect(isFiltered(blank)).toBe(false);
    for (const bad of [
      { engine: 'nope' },
      { agreement: '5' },
      { type: '0' },
      { q: 'x'.repeat(51) },
      { visibility: 'secret' },
    ]) {
      expect(myListQuerySchema.safeParse(bad).success).toBe(false);
    }
  });

  it('counts characters, not UTF-16 units (a trigram is three characters)', () => {
    expect([searchLength('初音'), searchLength('𠮷野家'), searchLength('abc')]).toEqual([2, 3, 3]);
  });
});
