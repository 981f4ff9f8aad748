import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { suggestFromMeta, withoutNotes, type ProjectMeta } from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { extractProjectMeta, type ExtractOptions } from './extract-project-meta';
import { findLiveMetaJson, findStagedMetaJson, recordUnmatchedSingers } from './project-meta.repository';
import { renderPianoRoll } from './piano-roll';

/** Unmatched names recorded per upload, at most. */
const UNMATCHED_PER_UPLOAD = 20;

export interface UploadMeta {
  /** Everything, preview notes included: store this (`meta_json`). */
  stored: ProjectMeta;
  /** What the upload answer carries as `data.meta`. */
  answer: ProjectMeta;
}

/**
 * The staged file on local disk, or a temporary copy streamed from stores that have no local path (S3):
 * never the whole up-to-100 MB file in memory.
 */
async function withLocalFile<T>(
  ctx: AppContext,
  stagedKey: string,
  use: (file: string) => Promise<T>,
): Promise<T> {
  const local = ctx.files.stagedPath(stagedKey);
  if (local) return use(local);
  const tmp = path.join(os.tmpdir(), `meta-${randomUUID()}`);
  try {
    await pipeline(ctx.files.openStaged(stagedKey), createWriteStream(tmp, { flags: 'wx' }));
    return await use(tmp);
  } finally {
    await fs.rm(tmp, { force: true });
  }
}

/**
 * Reads a freshly staged upload (best-effort: null when the file says nothing we can read), adds the
 * prefill suggestions, and records singer names no rule knows. Never throws: the upload stands anyway.
 */
export async function metaForUpload(
  ctx: AppContext,
  stagedKey: string,
  extension: string,
  kind: 'vsqx' | 'midi',
  opts?: ExtractOptions,
): Promise<UploadMeta | null> {
  try {
    const meta = await withLocalFile(ctx, stagedKey, (file) => extractProjectMeta(file, extension, opts));
    if (!meta) return null;
    meta.suggest = suggestFromMeta(meta, kind);
    const unmatched = meta.suggest.unmatched.slice(0, UNMATCHED_PER_UPLOAD).map((n) => n.slice(0, 200));
    await recordUnmatchedSingers(ctx.db, unmatched, meta.format).catch(() => undefined);
    return { stored: meta, answer: withoutNotes(meta) };
  } catch {
    return null;
  }
}

/** The key under which the meta sits inside a `meta_json` object that other features also write to. */
export const META_KEY = 'project_meta';

/** Stored JSON back to the shape (under META_KEY, or the whole object), or null when absent or unreadable. */
export function parseStoredMeta(json: string | null | undefined): ProjectMeta | null {
  if (!json) return null;
  try {
    const parsed = JSON.parse(json) as Record<string, unknown> | null;
    const meta = (
      parsed && typeof parsed[META_KEY] === 'object' ? parsed[META_KEY] : parsed
    ) as ProjectMeta | null;
    return meta && Array.isArray(meta.tracks) && typeof meta.format === 'string' ? meta : null;
  } catch {
    return null;
  }
}

/** The meta for pages that show a project: without the preview notes (the picture has them). */
export function publicMeta(json: string | null | undefined): ProjectMeta | null {
  const meta = parseStoredMeta(json);
  return meta ? withoutNotes(meta) : null;
}

/** GET /api/app/project_meta/{uid}: a live project's meta for its public page. */
export async function liveMeta(ctx: AppContext, uid: string): Promise<ProjectMeta | null> {
  return publicMeta(await findLiveMetaJson(ctx.db, uid));
}

/**
 * The piano-roll SVG of a project by uid: the live file's for everyone, or with `staged` the file
 * its owner just uploaded and has not yet submitted. Null when there is nothing to draw.
 */
export async function previewSvg(
  ctx: AppContext,
  uid: string,
  staged: { userId: number } | null,
): Promise<string | null> {
  const json = staged
    ? await findStagedMetaJson(ctx.db, uid, staged.userId)
    : await findLiveMetaJson(ctx.db, uid);
  const meta = parseStoredMeta(json);
  return meta ? renderPianoRoll(meta) : null;
}
