/**
 * Text written piece by piece and encoded every 64 K characters, so a 200,000-note file never exists as
 * one string next to its bytes: the result is a list of byte chunks the worker writes out in order.
 */
export class TextOut {
  private parts: string[] = [];
  private size = 0;
  private readonly chunks: Uint8Array[] = [];

  constructor(private readonly encode: (s: string) => Uint8Array = (s) => new TextEncoder().encode(s)) {}

  write(s: string): void {
    this.parts.push(s);
    this.size += s.length;
    if (this.size >= 65_536) this.flush();
  }

  private flush(): void {
    if (this.parts.length) this.chunks.push(this.encode(this.parts.join('')));
    this.parts = [];
    this.size = 0;
  }

  done(): Uint8Array[] {
    this.flush();
    return this.chunks;
  }
}

/** Total length of chunks, and their bytes joined (tests and small outputs). */
export function joinChunks(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let o = 0;
  for (const c of chunks) {
    out.set(c, o);
    o += c.length;
  }
  return out;
}
