import { createHash, type Hash } from 'node:crypto';
import { Transform, pipeline, type Readable } from 'node:stream';
import type { DataStore } from '@tus/utils';

export interface UploadHashes {
  /** The SHA-256 of all `size` bytes of a finished upload if every one was hashed on its way in, else null. */
  take(id: string, size: number): string | null;
  forget(id: string): void;
}

/**
 * Hashes each upload's bytes while the data store writes them, so completion does not read a finished
 * 100 MB file back for its SHA-256 (docs/performance.md "Resumable uploads"). The running hash lives in
 * memory and counts only while it covers exactly the bytes the store holds: each write must begin at the
 * offset the hash has reached. A cut that lost hashed bytes, a restart or another instance breaks that
 * chain; then `take` answers null and the caller hashes the finished file once, as before.
 */
export function hashWhileWriting(store: DataStore): UploadHashes {
  const running = new Map<string, { hash: Hash; bytes: number }>();
  const write = store.write.bind(store);
  store.write = async (readable: Readable, id: string, offset: number) => {
    if (offset === 0) running.set(id, { hash: createHash('sha256'), bytes: 0 });
    const state = running.get(id);
    if (!state || state.bytes !== offset) {
      running.delete(id);
      return write(readable, id, offset);
    }
    const tee = new Transform({
      transform(chunk: Buffer, _enc, cb) {
        state.hash.update(chunk);
        state.bytes += chunk.length;
        cb(null, chunk);
      },
    });
    // An aborted request destroys `readable`: the store sees the same error through the tee.
    pipeline(readable, tee, () => undefined);
    return write(tee, id, offset);
  };
  return {
    take(id, size) {
      const state = running.get(id);
      running.delete(id);
      return state && state.bytes === size ? state.hash.digest('hex') : null;
    },
    forget: (id) => void running.delete(id),
  };
}
