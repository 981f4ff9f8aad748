/**
 * Why a reader gave up. Readers throw this (never strings, never host errors with paths in them), and
 * extraction turns any failure into "no metadata": a file we cannot read is still a valid upload.
 */
export class MetaError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

export const metaFail = (reason: string): never => {
  throw new MetaError(reason);
};
