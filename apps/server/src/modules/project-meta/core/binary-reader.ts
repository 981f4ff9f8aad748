import { MetaError } from './errors';

/** Longest length-prefixed string we accept from a binary file (formats.md §6). */
export const MAX_STRING_BYTES = 64 * 1024;

/**
 * A little-endian reader over untrusted bytes: every read is checked against what is left, every
 * count against the bytes its items need at least, so a forged length fails at once instead of
 * allocating or looping.
 */
export class ByteReader {
  private view: DataView;
  pos = 0;

  constructor(private readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  get remaining(): number {
    return this.bytes.length - this.pos;
  }

  private need(n: number): void {
    if (!Number.isInteger(n) || n < 0 || n > this.remaining) throw new MetaError('truncated');
  }

  u8(): number {
    this.need(1);
    return this.bytes[this.pos++];
  }

  i32(): number {
    this.need(4);
    const v = this.view.getInt32(this.pos, true);
    this.pos += 4;
    return v;
  }

  f32(): number {
    this.need(4);
    const v = this.view.getFloat32(this.pos, true);
    this.pos += 4;
    return v;
  }

  bytesOf(n: number): Uint8Array {
    this.need(n);
    const out = this.bytes.subarray(this.pos, this.pos + n);
    this.pos += n;
    return out;
  }

  skip(n: number): void {
    this.need(n);
    this.pos += n;
  }

  ascii(n: number): string {
    return String.fromCharCode(...this.bytesOf(n));
  }

  /** int32 byte length + UTF-8. */
  str(): string {
    const n = this.i32();
    if (n > MAX_STRING_BYTES) throw new MetaError('string too long');
    return new TextDecoder('utf-8').decode(this.bytesOf(n));
  }

  /** int32 byte length + that many bytes, as a reader of its own; this reader moves past it. */
  block(): ByteReader {
    return new ByteReader(this.bytesOf(this.i32()));
  }

  /** int32 count, checked against the smallest size one item can have. */
  count(minItemBytes: number, max: number): number {
    const n = this.i32();
    if (n < 0 || n > max || n * minItemBytes > this.remaining) throw new MetaError('bad count');
    return n;
  }

  peekAscii(n: number): string {
    return n <= this.remaining ? String.fromCharCode(...this.bytes.subarray(this.pos, this.pos + n)) : '';
  }
}
