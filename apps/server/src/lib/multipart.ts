import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '@vsqx/domain';
import { fileExtension } from '@vsqx/domain';
import { TooLargeError } from '../files/file-store';
import type { FileStore } from '../files/file-store';
import { invalid, tooLarge } from './errors';
import { cleanFileName, textField } from './text-input';

export interface UploadRules {
  maxBytes: number;
  /** Allowed extensions, lower-case without the dot; empty means any. */
  extensions: readonly string[];
  extensionMessage: MessageKey;
  tooLargeMessage: MessageKey;
}

export interface StagedFile {
  stagedKey: string;
  size: number;
  /** Hex SHA-256, computed while the file streamed into staging. */
  sha256: string;
  filename: string;
  extension: string;
  /** The text fields that came before or after the file. */
  fields: Record<string, string>;
}

/**
 * Reads a multipart request holding exactly one file and some text fields, streaming the file into the
 * store's staging area. The extension is checked before a byte is written, the size while streaming
 * (the body is cut off past the limit and the partial file removed), and a second file is refused.
 * Nothing is live yet: the caller commits the staged key when its form is submitted.
 */
export async function stageSingleFile(
  req: FastifyRequest,
  files: FileStore,
  rules: UploadRules,
  /** Runs on the fields sent before the file, before a byte is stored (owner checks); may throw. */
  beforeFile?: (fields: Record<string, string>) => Promise<void>,
): Promise<StagedFile> {
  if (!req.isMultipart()) throw invalid('uploadFailed');
  const fields: Record<string, string> = {};
  let staged: StagedFile | null = null;
  try {
    for await (const part of req.parts({ limits: { fileSize: rules.maxBytes, files: 1 } })) {
      if (part.type === 'field') {
        fields[part.fieldname] = textField(part.value);
        continue;
      }
      if (staged) {
        part.file.resume();
        throw invalid('oneFileOnly');
      }
      if (beforeFile) {
        try {
          await beforeFile(fields);
        } catch (err) {
          part.file.resume();
          throw err;
        }
      }
      const extension = fileExtension(part.filename ?? '');
      if (rules.extensions.length > 0 && !rules.extensions.includes(extension)) {
        part.file.resume();
        throw invalid(rules.extensionMessage);
      }
      // @fastify/multipart truncates at fileSize; our own limiter fails the stream one byte past the limit.
      const { stagedKey, size, sha256 } = await files.stage(part.file, rules.maxBytes);
      if (part.file.truncated) {
        await files.discard(stagedKey);
        throw new TooLargeError();
      }
      staged = { stagedKey, size, sha256, filename: cleanFileName(part.filename), extension, fields };
    }
  } catch (err) {
    if (staged) await files.discard(staged.stagedKey);
    if (err instanceof TooLargeError || (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw tooLarge(rules.tooLargeMessage);
    if ((err as { code?: string }).code === 'FST_FILES_LIMIT') throw invalid('oneFileOnly');
    throw err;
  }
  if (!staged) throw invalid('uploadFailed');
  staged.fields = fields;
  return staged;
}
