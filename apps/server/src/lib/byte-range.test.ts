import { describe, expect, it } from 'vitest';
import { parseByteRange } from './byte-range';

describe('issue 18 HTTP: byte ranges (RFC 9110 §14)', () => {
  it('reads first-last, open-ended and suffix ranges, clamped to the file', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ kind: 'part', start: 90, end: 99 });
    expect(parseByteRange('bytes=-500', 100)).toEqual({ kind: 'part', start: 0, end: 99 });
    expect(parseByteRange('bytes=99-99', 100)).toEqual({ kind: 'part', start: 99, end: 99 });
  });

  it('answers unsatisfiable when no byte exists: past the end, empty suffix, empty file', () => {
    for (const [h, size] of [
      ['bytes=100-', 100],
      ['bytes=100-200', 100],
      ['bytes=-0', 100],
      ['bytes=-5', 0],
      ['bytes=0-', 0],
    ] as const) {
      expect(parseByteRange(h, size), `${h} of ${size}`).toEqual({ kind: 'unsatisfiable' });
    }
  });

  it('ignores what it does not read and sends the whole file', () => {
    for (const h of [
      undefined,
      '',
      'bytes=',
      'bytes=-',
      'bytes=5-2',
      'bytes=0-1,5-6',
      'items=0-1',
      'bytes=a-b',
      'bytes=1.5-2',
    ]) {
      expect(parseByteRange(h, 100), String(h)).toEqual({ kind: 'whole' });
    }
  });
});
