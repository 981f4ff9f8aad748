import {
  checkMidiForm,
  MIDI_MARKERS,
  midiSubmitSchema,
  splitTags,
  type MessageKey,
  type MidiFileInfo,
  type MidiSubmitForm,
} from '@vsqx/domain';
import { publicationColumns } from '../visibility/visibility.repository';
import { fileKeys } from '../../files/file-store';
import type { AppContext, AuthUser } from '../../lib/context';
import { conflict, invalid, notFound } from '../../lib/errors';
import { stagedSha256 } from '../projects/project-meta';
import { createVersionsService } from '../versions/versions.service';
import { createMidiRepository } from './midi.repository';
import { enqueueJob } from '../jobs/job-queue';
import { midiTransfer, transferDelay, type MidiTransferPayload } from './midi-transfer';

/**
 * A text answer of `update_upload_submit_midi.php`: the marker or message. Every answer is HTTP 200, as
 * the original server's: a client that rejects non-2xx answers (axios) still reads the marker (spec §8).
 */
export interface TextAnswer {
  text: string;
  /** A message key to translate (validation), else `text` is a marker sent as is. */
  messageKey?: MessageKey;
}

const marker = (text: string): TextAnswer => ({ text });
const message = (key: MessageKey): TextAnswer => ({ text: key, messageKey: key });

/** The columns a submit writes, from the form (original works take the username as author name, spec §4). */
function formValues(user: AuthUser, f: MidiSubmitForm, now: number) {
  return {
    midi_name: f.p_title.trim(),
    midi_type: f.midi_type,
    p_name: f.midi_type === '1' ? user.username : f.p_name.trim(),
    p_desc: f.p_introduce,
    agreement: f.agreement,
    midi_language: f.language,
    tag: splitTags(f.selected_list).join(','),
    lyric: f.lyric_content,
    midi_desc: f.midi_desc,
    trick_num: f.trick_num,
    updated_at: now,
    ...publicationColumns(f, now),
  };
}

function stagedOf(
  rows: {
    role: string;
    staged_key: string;
    original_name: string;
    size: number;
    meta_json: string | null;
    sha256: string | null;
  }[],
) {
  const midi = rows.find((r) => r.role === 'midi');
  const cover = rows.find((r) => r.role === 'cover');
  const info = midi?.meta_json ? (JSON.parse(midi.meta_json) as MidiFileInfo) : null;
  return { midi, cover, info };
}

export function createMidiSubmitService(ctx: AppContext) {
  const repo = createMidiRepository(ctx.db);
  const versions = createVersionsService(ctx, 'm');

  /** The staged MIDI file's hash: recorded while staging, or read now (a MIDI file is at most 4 MB). */
  const shaOf = async (row: { staged_key: string; sha256: string | null }) =>
    row.sha256 ?? (await stagedSha256(ctx.files, row.staged_key));

  return {
    /**
     * `update_upload_submit_midi.php`, checks in this order (docs/decisions.md): logged in (error_user_verify1),
     * owner (error_user_verify2), no file change still being processed (error_uploading), the spec's
     * validation messages in order, the file flags agree with what is staged (error_uploading1/2), then one
     * transaction (error_End when it fails). A changed MIDI file goes live through a transfer job.
     */
    async update(user: AuthUser | null, body: unknown): Promise<TextAnswer> {
      if (!user) return marker(MIDI_MARKERS.errorUserVerify1);
      const parsed = midiSubmitSchema.safeParse(body ?? {});
      if (!parsed.success) return message('badRequest');
      const f = parsed.data;
      // Staged rows are read before the project: a concurrent save that commits in between has then
      // already set upload_finish = 2, so this one answers error_uploading, not "nothing staged".
      const staged = stagedOf(await repo.staged(f.midi_uid));
      const project = await repo.findByUid(f.midi_uid);
      if (!project || project.user_id !== user.id) return marker(MIDI_MARKERS.errorUserVerify2);
      if (project.upload_finish === 2) return marker(MIDI_MARKERS.errorUploading);
      const problem = checkMidiForm(f, !!staged.midi || project.file_name !== '');
      if (problem) return message(problem);
      if (f.if_vsqx_changed && !(staged.midi && staged.info)) return marker(MIDI_MARKERS.errorUploading1);
      if (f.if_pic_changed && !staged.cover) return marker(MIDI_MARKERS.errorUploading2);

      const now = Date.now();
      const midiChanged = f.if_vsqx_changed;
      const coverChanged = f.if_pic_changed;
      let sha256: string | undefined;
      try {
        if (midiChanged) sha256 = await shaOf(staged.midi!);
      } catch {
        return marker(MIDI_MARKERS.errorUploading1); // the staged file is gone (a concurrent save took it)
      }
      try {
        const busy = await ctx.db.transaction().execute(async (trx) => {
          const r = createMidiRepository(trx);
          const n = await r.updateProject(
            project.midi_id,
            {
              ...formValues(user, f, now),
              ...(coverChanged ? { pic_exist: 1, pic_version: project.pic_version + 1 } : {}),
              ...(midiChanged ? { upload_finish: 2 } : {}),
            },
            true,
          );
          if (n === 0) return true;
          if (midiChanged) {
            const payload: MidiTransferPayload = {
              midi_id: project.midi_id,
              midi_uid: project.midi_uid,
              staged_key: staged.midi!.staged_key,
              file_name: staged.midi!.original_name,
              file_size: staged.midi!.size,
              music_length: staged.info!.music_length,
              meta_json: staged.midi!.meta_json,
              note: f.version_note.trim(),
              sha256,
            };
            await enqueueJob(ctx, trx, midiTransfer, {
              subject: project.midi_uid,
              payload,
              delayMs: transferDelay(ctx),
            });
          }
          await r.deleteStaged(f.midi_uid);
          return false;
        });
        if (busy) return marker(MIDI_MARKERS.errorUploading);
      } catch {
        return marker(MIDI_MARKERS.errorEnd);
      }
      // Staged files the form did not take (a cancelled upload) are dropped; the cover goes live at once.
      if (staged.midi && !midiChanged) await ctx.files.discard(staged.midi.staged_key);
      if (staged.cover) {
        // A cover whose commit fails keeps the old image; the saved form stands, so this is not an error.
        if (coverChanged)
          await ctx.files
            .commit(staged.cover.staged_key, fileKeys.cover(project.midi_uid))
            .catch(() => undefined);
        else await ctx.files.discard(staged.cover.staged_key);
      }
      return marker(midiChanged ? MIDI_MARKERS.successFile : MIDI_MARKERS.success);
    },

    /** `submit_new_midi` (DESIGN §5): the same form on a slot from `new_midi_uid`; the files go live at once. */
    async create(user: AuthUser, f: MidiSubmitForm): Promise<number> {
      const slot = await repo.findSlot(f.midi_uid);
      if (!slot || slot.user_id !== user.id) throw notFound();
      if (await repo.findByUid(f.midi_uid)) throw conflict();
      const staged = stagedOf(await repo.staged(f.midi_uid));
      const problem = checkMidiForm(f, !!(staged.midi && staged.info));
      if (problem) throw invalid(problem);
      const { midi, cover, info } = staged;
      // Files first, then the row: a failed insert removes the files again, so nothing half-made is seen.
      // The MIDI file goes to its immutable version key: it is the project's version 1 (DESIGN §8 "Versions").
      const withCover = f.if_pic_changed && !!cover;
      let fileKey: string;
      try {
        fileKey = await versions.storeStaged(user.id, midi!.staged_key, await shaOf(midi!));
        if (withCover) await ctx.files.commit(cover!.staged_key, fileKeys.cover(f.midi_uid));
      } catch {
        throw conflict(); // a second submit of the same slot took the staged files first
      }
      const now = Date.now();
      try {
        return await ctx.db.transaction().execute(async (trx) => {
          const r = createMidiRepository(trx);
          const id = await r.insertProject({
            midi_uid: f.midi_uid,
            user_id: user.id,
            ...formValues(user, f, now),
            up_time: now,
            file_extension: 'mid',
            file_name: midi!.original_name,
            file_size: midi!.size,
            music_length: info!.music_length,
            pic_exist: withCover ? 1 : 0,
            pic_version: withCover ? 1 : 0,
            upload_finish: 1,
            meta_json: midi!.meta_json,
          });
          await versions.append(
            trx,
            { id, user_id: user.id, name: f.p_title.trim() },
            {
              file_key: fileKey,
              file_extension: 'mid',
              file_name: midi!.original_name,
              size: midi!.size,
              sha256: /([0-9a-f]{64})$/.exec(fileKey)![1],
              note: f.version_note.trim(),
              meta_json: midi!.meta_json,
              created_at: now,
            },
          );
          await r.deleteStaged(f.midi_uid);
          await r.deleteSlot(f.midi_uid);
          return id;
        });
      } catch (err) {
        await versions.deleteFiles([fileKey]);
        if (withCover) await ctx.files.delete(fileKeys.cover(f.midi_uid));
        throw err;
      } finally {
        if (cover && !withCover) await ctx.files.discard(cover.staged_key);
      }
    },
  };
}
