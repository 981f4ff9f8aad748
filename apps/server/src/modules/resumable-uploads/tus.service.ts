import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ERRORS, Server, type Upload } from '@tus/server';
import {
  LIMITS,
  TUS_ENDPOINT,
  TUS_TARGET_RULES,
  fileExtension,
  msg,
  type TusTarget,
  type TusTargetRules,
} from '@vsqx/domain';
import { fileKeys, type Staged } from '../../files/file-store';
import type { AppContext } from '../../lib/context';
import { AppError, badField, invalid, notFound, tooLarge } from '../../lib/errors';
import { cleanFileName } from '../../lib/text-input';
import { createArticlesService } from '../articles/articles.service';
import { createMidiService } from '../midi/midi.service';
import { createUploadsService } from '../projects/uploads.service';
import { createTusData, type TusData } from './tus-datastore';
import { patchBodiesFromNode } from './tus-node-body';
import { createTusRepository, type TusUploadRow } from './tus.repository';

const DAY = 24 * 60 * 60 * 1000;

async function hashOf(body: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of body) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
/** The tus error a data store throws for an upload it does not hold (already removed). */
const isFileNotFound = (err: unknown) =>
  err === ERRORS.FILE_NOT_FOUND || (err as { status_code?: number } | null)?.status_code === 404;
/** Headers only this server sets on the requests it hands to @tus/server (a client's own are removed first). */
export const USER_HEADER = 'x-vsqx-tus-user';
export const LANG_HEADER = 'x-vsqx-tus-lang';

/** A creation the checks passed: what the row will say. */
export interface CheckedCreation {
  target: TusTarget;
  slotUid: string;
  filename: string;
  size: number;
  sha256: string | null;
  kind: string;
}

/**
 * Resumable uploads (DESIGN §8): checks at creation, the tus server in between, and at completion the
 * finished bytes staged and kept exactly as a multipart upload of the same kind would be.
 */
export function createTusService(ctx: AppContext, expirationMs = DAY) {
  const repo = createTusRepository(ctx.db);
  const projectUploads = createUploadsService(ctx);
  const midi = createMidiService(ctx);
  const articles = createArticlesService(ctx);
  const data: TusData = createTusData(ctx.config.dataDir, ctx.config.fileStoreUrl, expirationMs);

  /** The uid's owner is the caller (a project of theirs or a slot handed to them), else 404. */
  async function assertOwner(userId: number, target: TusTarget, slotUid: string): Promise<void> {
    if (target === 'vsqx_file' || target === 'mp3') await projectUploads.assertSlot(userId, slotUid);
    else if (target === 'midi_file') {
      if (!(await midi.ownsSlot({ id: userId, username: '', isManager: false }, slotUid))) throw notFound();
    }
  }

  /** Name, extension, declared size and owner, before a byte is accepted (the spec's messages). */
  async function checkCreation(
    userId: number,
    meta: Record<string, string>,
    uploadLength: string | undefined,
  ): Promise<CheckedCreation> {
    const target = meta.target as TusTarget;
    if (!Object.hasOwn(TUS_TARGET_RULES, target ?? '')) throw badField('target');
    const rules = TUS_TARGET_RULES[target];
    const filename = cleanFileName(meta.filename);
    const extension = fileExtension(filename);
    if (rules.extensions.length > 0 && !rules.extensions.includes(extension))
      throw invalid(rules.extensionMessage);
    if (!uploadLength || !/^\d{1,15}$/.test(uploadLength)) throw badField('Upload-Length');
    const size = Number(uploadLength);
    if (size > rules.maxBytes) throw tooLarge(rules.tooLargeMessage);
    const slotUid = (meta.uid ?? '').trim();
    if (rules.needsUid) {
      if (!slotUid || slotUid.length > 64) throw notFound();
      await assertOwner(userId, target, slotUid);
    }
    const sha256 = /^[0-9a-f]{64}$/.test(meta.sha256 ?? '') ? meta.sha256 : null;
    return { target, slotUid, filename, size, sha256, kind: meta.kind ?? '' };
  }

  /** A staged file goes where a multipart upload of its kind goes; answers what that upload answers. */
  async function keep(
    userId: number,
    row: Pick<TusUploadRow, 'target' | 'slot_uid' | 'filename'>,
    staged: Staged,
    kind: string,
  ): Promise<unknown> {
    const extension = fileExtension(row.filename);
    const arrived = { ...staged, filename: row.filename, extension };
    try {
      // The slot may have gone while the bytes travelled (project deleted): checked again.
      if (TUS_TARGET_RULES[row.target].needsUid) await assertOwner(userId, row.target, row.slot_uid);
    } catch (err) {
      await ctx.files.discard(staged.stagedKey);
      throw err;
    }
    switch (row.target) {
      case 'vsqx_file':
        return projectUploads.keepStaged(userId, row.slot_uid, 'project', arrived);
      case 'mp3':
        return projectUploads.keepStaged(userId, row.slot_uid, 'mp3', arrived);
      case 'midi_file':
        return midi.keepStaged({ id: userId, username: '', isManager: false }, row.slot_uid, {
          role: 'midi',
          stagedKey: staged.stagedKey,
          size: staged.size,
          filename: row.filename,
        });
      case 'article_image':
        return articles.keepImage(staged.stagedKey, kind === 'cover');
    }
  }

  /**
   * A finished upload's bytes into staging, checked as a multipart upload's are (size limit, SHA-256), without
   * copying them through this process where the stores allow it: moved on one disk, copied inside the bucket
   * on S3. The hash was taken as the bytes arrived, or else is taken now by reading them once.
   */
  async function stageFinished(id: string, size: number, rules: TusTargetRules): Promise<Staged> {
    if (size > rules.maxBytes) throw tooLarge(rules.tooLargeMessage);
    const sha256 = data.hashes.take(id, size) ?? (await hashOf(await data.read(id)));
    const adopted = await ctx.files.adopt(data.source(id), size, sha256);
    if (!adopted) return ctx.files.stage(await data.read(id), rules.maxBytes);
    await data.afterMove(id).catch(() => undefined);
    return adopted;
  }

  /**
   * Removes an upload: its bytes, then its row. Bytes already gone are no error; any other failure is thrown
   * with the row kept, so the sweep tries again instead of forgetting bytes that are still stored.
   */
  async function drop(id: string): Promise<void> {
    data.hashes.forget(id);
    await data.store.remove(id).catch((err: unknown) => {
      if (!isFileNotFound(err)) throw err;
    });
    await repo.remove(id);
  }

  const envelopeError = (err: unknown, lang: 'zh' | 'en') => {
    if (err instanceof AppError)
      return {
        status_code: err.status,
        body: JSON.stringify({ success: false, message: msg(err.messageKey, lang) }),
      };
    return { status_code: 500, body: JSON.stringify({ success: false, message: msg('serverError', lang) }) };
  };

  const server = new Server({
    path: TUS_ENDPOINT,
    datastore: data.store,
    maxSize: LIMITS.projectFileMaxBytes,
    namingFunction: () => data.newId(randomBytes(16).toString('hex')),
    generateUrl: (_req, { path, id }) => `${path}/${data.segmentFromId(id)}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath ? data.idFromSegment(lastPath) : undefined),
    // The route checked the caller and the metadata; the row makes the upload theirs.
    async onUploadCreate(req, upload) {
      const userId = Number(req.headers.get(USER_HEADER));
      const m = upload.metadata ?? {};
      await repo.insert(
        {
          id: upload.id,
          user_id: userId,
          target: m.target as TusTarget,
          slot_uid: (m.uid ?? '').trim(),
          filename: cleanFileName(m.filename ?? ''),
          size: upload.size ?? 0,
        },
        Date.now(),
      );
      return {};
    },
    async onUploadFinish(req, upload: Upload) {
      const lang = req.headers.get(LANG_HEADER) === 'en' ? 'en' : 'zh';
      const userId = Number(req.headers.get(USER_HEADER));
      try {
        const row = await repo.find(upload.id);
        if (!row || row.user_id !== userId) throw notFound();
        let staged: Staged;
        try {
          staged = await stageFinished(upload.id, upload.size ?? 0, TUS_TARGET_RULES[row.target]);
        } finally {
          // The file is staged (or refused) either way; if its tus bytes cannot go now, the row stays for the sweep.
          await drop(upload.id).catch(() => undefined);
        }
        const answer = await keep(userId, row, staged, upload.metadata?.kind ?? '');
        return {
          status_code: 200,
          headers: { 'Content-Type': 'application/json; charset=utf-8' },
          body: JSON.stringify({ success: true, message: '', data: answer }),
        };
      } catch (err) {
        throw envelopeError(err, lang);
      }
    },
  });
  patchBodiesFromNode(server);

  return {
    server,
    repo,
    idFromSegment: data.idFromSegment,
    held: data.held,
    /** The running hashes (a test forgets one, as a restart would, to take the read-back path). */
    hashes: data.hashes,
    checkCreation,
    drop,
    /** Earlier unfinished uploads of the same user, target and uid go (one active upload per target). */
    async replaceActive(userId: number, c: CheckedCreation): Promise<void> {
      if (!TUS_TARGET_RULES[c.target].needsUid) return;
      for (const { id } of await repo.activeFor(userId, c.target, c.slotUid)) await drop(id);
    },
    /**
     * 秒传: the caller already stores a file with this hash and size (a project version of theirs), so it is
     * staged from there without a byte sent; answers what the finished upload would, else null.
     */
    async fromStoredCopy(userId: number, c: CheckedCreation): Promise<unknown | null> {
      if (!c.sha256 || c.target !== 'vsqx_file') return null;
      const key = fileKeys.version(userId, c.sha256);
      const st = await ctx.files.stat(key);
      if (!st || st.size !== c.size) return null;
      const staged = await ctx.files.stage(ctx.files.open(key), TUS_TARGET_RULES[c.target].maxBytes);
      if (staged.sha256 !== c.sha256) {
        await ctx.files.discard(staged.stagedKey);
        return null;
      }
      return keep(userId, { target: c.target, slot_uid: c.slotUid, filename: c.filename }, staged, c.kind);
    },
    /** Abandoned uploads: what the data store holds past its expiry, and rows older than that. */
    async sweepExpired(now = Date.now()): Promise<number> {
      const failures: unknown[] = [];
      let removed = await server.cleanUpExpiredUploads().catch((err: unknown) => (failures.push(err), 0));
      for (;;) {
        const stale = await repo.olderThan(now - expirationMs, 200);
        let batchFailed = false;
        for (const { id } of stale) {
          try {
            await drop(id);
            removed++;
          } catch (err) {
            failures.push(err);
            batchFailed = true;
          }
        }
        // A failed row stays (its bytes are still stored) and would come back first: retried at the next sweep.
        if (!stale.length || batchFailed) break;
      }
      // Not swallowed: the background runner reports it, and nothing was forgotten.
      if (failures.length) throw failures[0];
      return removed;
    },
  };
}

export type TusService = ReturnType<typeof createTusService>;

const services = new WeakMap<AppContext, TusService>();
/** One tus server per app (its locker is in memory): the routes and the background sweep share it. */
export function tusServiceFor(ctx: AppContext): TusService {
  let s = services.get(ctx);
  if (!s) services.set(ctx, (s = createTusService(ctx)));
  return s;
}
