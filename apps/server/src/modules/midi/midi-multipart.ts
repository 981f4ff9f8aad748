import type { FastifyRequest } from 'fastify';
import { LIMITS, MIDI_FILE_EXTENSIONS, fileExtension, type MessageKey } from '@vsqx/domain';
import { TooLargeError, type FileStore } from '../../files/file-store';
import { invalid, tooLarge } from '../../lib/errors';
import { cleanFileName, textField } from '../../lib/text-input';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'bmp', 'avif'];

export interface StagedPart {
  role: 'midi' | 'cover';
  stagedKey: string;
  size: number;
  filename: string;
  fields: Record<string, string>;
}

interface Rules {
  role: 'midi' | 'cover';
  maxBytes: number;
  tooLargeMessage: MessageKey;
}

/**
 * `update_project.php` takes either the MIDI file or the cover image (spec §7). The file's name decides:
 * `.mid` (or anything that is not an image) follows the MIDI rules — `.mid` only, at most 4194304 bytes —
 * an image name or type the cover rules.
 */
function rulesFor(filename: string, mimetype: string): Rules {
  const ext = fileExtension(filename);
  if (ext !== 'mid' && (IMAGE_EXTENSIONS.includes(ext) || mimetype.startsWith('image/'))) {
    return { role: 'cover', maxBytes: LIMITS.imageMaxBytes, tooLargeMessage: 'uploadFailed' };
  }
  if (!(MIDI_FILE_EXTENSIONS as readonly string[]).includes(ext)) throw invalid('midiExtension');
  return { role: 'midi', maxBytes: LIMITS.midiFileMaxBytes, tooLargeMessage: 'midiTooLarge' };
}

/**
 * Reads one file and its text fields, streaming the file to staging with its limit enforced mid-stream.
 * `authorize` runs with the fields sent before the file (the page sends midi_uid first), so nobody
 * writes a byte into a slot that is not theirs.
 */
export async function stageMidiUpload(
  req: FastifyRequest,
  files: FileStore,
  authorize: (fields: Record<string, string>) => Promise<void>,
): Promise<StagedPart> {
  if (!req.isMultipart()) throw invalid('uploadFailed');
  const fields: Record<string, string> = {};
  let staged: StagedPart | null = null;
  let rules: Rules | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: LIMITS.imageMaxBytes, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = textField(part.value);
        continue;
      }
      try {
        if (staged) throw invalid('oneFileOnly');
        await authorize(fields);
        rules = rulesFor(part.filename ?? '', part.mimetype ?? '');
      } catch (err) {
        part.file.resume();
        throw err;
      }
      const { stagedKey, size } = await files.stage(part.file, rules.maxBytes);
      staged = { role: rules.role, stagedKey, size, filename: cleanFileName(part.filename), fields };
      if (part.file.truncated) throw new TooLargeError();
    }
  } catch (err) {
    if (staged) await files.discard(staged.stagedKey);
    const code = (err as { code?: string }).code;
    if (err instanceof TooLargeError || code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(rules?.tooLargeMessage ?? 'uploadFailed');
    if (code === 'FST_FILES_LIMIT') throw invalid('oneFileOnly');
    throw err;
  }
  if (!staged) throw invalid('uploadFailed');
  return staged;
}
