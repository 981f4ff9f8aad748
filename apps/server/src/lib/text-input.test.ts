import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cleanFileName, hasNulCharacter } from './text-input';

describe('NUL characters in parsed input', () => {
  it('finds one in strings, keys and nested arrays and objects', () => {
    expect(hasNulCharacter('a\u0000b')).toBe(true);
    expect(hasNulCharacter({ a: ['x', { b: 'y\u0000' }] })).toBe(true);
    expect(hasNulCharacter({ ['k\u0000']: 1 })).toBe(true);
    expect(hasNulCharacter(Object.assign(Object.create(null), { a: '\u0000' }))).toBe(true);
    // What the form and query-string parser makes: an object whose prototype is a bare object.
    expect(hasNulCharacter(Object.assign(Object.create(Object.create(null)), { p_desc: 'a\u0000b' }))).toBe(
      true,
    );
    expect(hasNulCharacter({ a: ['x', { b: 'y' }], n: 1, t: true, z: null })).toBe(false);
    expect(hasNulCharacter(undefined)).toBe(false);
  });

  it('leaves raw bodies alone: streams and bytes are not walked', () => {
    // Walking a 100 MB upload's buffer index by index held the CPU for minutes (the bench's raw-body route).
    expect(hasNulCharacter(Buffer.from([0x61, 0x00, 0x62]))).toBe(false);
    expect(hasNulCharacter(new Uint8Array([0]).buffer)).toBe(false);
    expect(hasNulCharacter(Readable.from(['a\u0000b']))).toBe(false);
  });

  it('cleans file names of control characters', () => {
    expect(cleanFileName('my\u0000 so\u001fng.vsqx\u007f')).toBe('my song.vsqx');
    expect(cleanFileName(undefined)).toBe('');
    expect(cleanFileName('a'.repeat(300))).toHaveLength(255);
  });
});
