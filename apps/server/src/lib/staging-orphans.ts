import type { AppContext } from './context';
import { listReferencedStagedKeys } from './staging-orphans.repository';

/**
 * Removes staged files no upload row or pending job refers to: the remains of uploads whose process was
 * killed mid-stream. A file still being written keeps a fresh modification time, so only files untouched
 * for `olderThanMs` go (safe with several instances sharing one store).
 */
export async function sweepOrphanStaging(
  ctx: AppContext,
  olderThanMs = ctx.config.stagingOrphanMs,
): Promise<number> {
  const staged = await ctx.files.listStaging();
  if (staged.length === 0) return 0;
  const referenced = await listReferencedStagedKeys(ctx.db);
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const f of staged) {
    if (f.mtimeMs <= cutoff && !referenced.has(f.stagedKey)) {
      await ctx.files.discard(f.stagedKey);
      removed += 1;
    }
  }
  return removed;
}
