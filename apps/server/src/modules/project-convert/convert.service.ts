import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  AGREEMENTS,
  labelOf,
  SITE_PATHS,
  type ConvertCharset,
  type ConvertFormat,
  type MessageKey,
} from '@vsqx/domain';
import type { AppContext } from '../../lib/context';
import { conflict, notFound } from '../../lib/errors';
import { TooLargeError, versionKeySha256, type StoredFile } from '../../files/file-store';
import { runWorkerJob } from '../project-meta/extract-project-meta';
import { cacheKey, extensionsOf, liveSha256 } from './convert-cache';
import { createConvertRepository, type ConvertKind, type ConvertSourceRow } from './convert.repository';
import { safeFileName } from '../../lib/file-name';
import type { Provenance } from './model';

export interface ConvertRequest {
  as: ConvertFormat;
  charset?: ConvertCharset;
}

/** A file the download streams: its store key, size and the name the browser saves it under. */
export interface ConvertedFile {
  key: string;
  size: number;
  filename: string;
  /** The extension it is saved with: the target, or `zip` for a UST of several tracks. */
  ext: string;
}

/** The live file a download would send, as the download found it. */
export interface LiveFile {
  key: string;
  extension: string;
  stat: StoredFile;
}

/** A converted file larger than this is refused (a 200,000-note VSQX is about 80 MB). */
const MAX_OUTPUT = 256 * 1024 * 1024;

/** Conversions this process ran (cache misses), for tests and the benchmark. */
export const conversionRuns = { count: 0 };

/** Why the worker gave up → the 409's message. Timeouts and workers out of memory count as "too large". */
const FAILURES: Record<string, MessageKey> = {
  unreadable: 'convertUnreadable',
  'no-notes': 'convertNoNotes',
  'too-large': 'convertTooLarge',
};

function provenance(ctx: AppContext, kind: ConvertKind, id: number, row: ConvertSourceRow): Provenance {
  const page = kind === 'v' ? SITE_PATHS.project(id) : SITE_PATHS.midiProject(id);
  const licence = `${labelOf(AGREEMENTS, row.agreement, 'zh')} (${labelOf(AGREEMENTS, row.agreement, 'en')})`;
  return {
    url: `${ctx.config.publicUrl.replace(/\/+$/, '')}${page}`,
    title: row.title,
    author: row.author || row.username,
    licence,
  };
}

/**
 * Converted downloads (DESIGN §8). The download checks and counts as it always does; in between, for
 * `?as=`, it asks this service for the file to send instead of the original: the owner's switch, then
 * the cache (keyed by the live file's content hash), then a conversion in the metadata worker pool
 * (same clock, heap and two-at-a-time limit as reading uploads). Anything the worker cannot do is a
 * 409 with a message, never a 500.
 */
export function createConvertService(ctx: AppContext) {
  const repo = createConvertRepository(ctx.db);
  /** Conversions running in this process, so two people asking at once convert once. */
  const running = new Map<string, Promise<ConvertedFile>>();

  async function convert(
    live: LiveFile,
    sha: string,
    req: ConvertRequest,
    source: Provenance,
    name: string,
  ): Promise<ConvertedFile> {
    const tmp = await fsp.mkdtemp(path.join(os.tmpdir(), 'convert-'));
    try {
      const input = path.join(tmp, `source.${live.extension}`);
      await pipeline(ctx.files.open(live.key), fs.createWriteStream(input));
      const output = path.join(tmp, 'converted');
      conversionRuns.count += 1;
      const answer = await runWorkerJob({
        kind: 'convert',
        filePath: input,
        extension: live.extension,
        target: req.as,
        options: { source, charset: req.charset },
        outPath: output,
      });
      if (!answer.ok) throw conflict(FAILURES[answer.reason ?? ''] ?? 'convertTooLarge');
      const ext = String(answer.ext);
      const key = cacheKey(sha, req.as, req.charset, source, ext);
      const staged = await ctx.files.stage(fs.createReadStream(output), MAX_OUTPUT).catch((err: unknown) => {
        throw err instanceof TooLargeError ? conflict('convertTooLarge') : err;
      });
      await ctx.files.commit(staged.stagedKey, key);
      return { key, size: staged.size, filename: `${name}.${ext}`, ext };
    } finally {
      await fsp.rm(tmp, { recursive: true, force: true });
    }
  }

  return {
    /** The file to send for `?as=`, or 404, or 409 (switched off, or cannot be converted). */
    async convertedFile(
      kind: ConvertKind,
      id: number,
      live: LiveFile,
      req: ConvertRequest,
    ): Promise<ConvertedFile> {
      const row = await repo.source(kind, id);
      if (!row) throw notFound();
      // 409, not 403: clients (ours, per spec §6) read 401/403 as "log in again" (docs/decisions.md).
      if (!row.allow_convert) throw conflict('convertDisabled');
      const source = provenance(ctx, kind, id, row);
      const name = safeFileName(row.title);
      const sha = versionKeySha256(live.key) ?? (await liveSha256(ctx.files, live.key, live.stat));
      for (const ext of extensionsOf(req.as)) {
        const key = cacheKey(sha, req.as, req.charset, source, ext);
        const cached = await ctx.files.stat(key);
        if (cached) return { key, size: cached.size, filename: `${name}.${ext}`, ext };
      }
      const flight = cacheKey(sha, req.as, req.charset, source, '');
      let job = running.get(flight);
      if (!job) {
        job = convert(live, sha, req, source, name).finally(() => running.delete(flight));
        running.set(flight, job);
      }
      return job;
    },

    /** The owner's switch (404 for anyone else, as for every private read). */
    async setting(kind: ConvertKind, userId: number, id: number): Promise<boolean> {
      const v = await repo.ownSetting(kind, userId, id);
      if (v === undefined) throw notFound();
      return v === 1;
    },

    async setSetting(kind: ConvertKind, userId: number, id: number, allow: boolean): Promise<boolean> {
      if (!(await repo.setOwnSetting(kind, userId, id, allow))) throw notFound();
      return allow;
    },
  };
}
