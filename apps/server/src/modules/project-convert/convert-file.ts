import fsp from 'node:fs/promises';
import type { ConvertFormat } from '@vsqx/domain';
import { MetaError } from '../project-meta/core/errors';
import type { ScoreBox } from '../project-meta/core/score-recorder';
import { extractFromFile } from '../project-meta/extract';
import type { Score, WriteOptions } from './model';
import { writeScore } from './writers';

/** Why a file did not convert; each has a message (MESSAGES `convertUnreadable` / `convertNoNotes` / `convertTooLarge`). */
export type ConvertFailure = 'unreadable' | 'no-notes' | 'too-large';

export class ConvertError extends Error {
  constructor(readonly reason: ConvertFailure) {
    super(reason);
  }
}

/** The whole score of a project file, read once by the same readers that fill the metadata. */
export async function readScore(filePath: string, extension: string): Promise<Score> {
  const box: ScoreBox = {};
  try {
    await extractFromFile(filePath, extension, { score: box });
  } catch (err) {
    if (err instanceof MetaError) throw new ConvertError('unreadable');
    throw err;
  }
  // X Studio files are read for their header only: there is no score to hand over.
  const score = box.score;
  if (score?.truncated) throw new ConvertError('too-large');
  if (!score || score.tracks.length === 0) throw new ConvertError('no-notes');
  return score;
}

export interface ConvertJob {
  filePath: string;
  extension: string;
  target: ConvertFormat;
  options: WriteOptions;
  /** Where the converted bytes are written (the worker writes them; they never cross threads). */
  outPath: string;
}

/** Reads, writes the target format to `outPath`, answers the extension it is saved with and its size. */
export async function convertFile(job: ConvertJob): Promise<{ ext: string; size: number }> {
  const score = await readScore(job.filePath, job.extension);
  const written = writeScore(score, job.target, job.options);
  const fh = await fsp.open(job.outPath, 'w');
  let size = 0;
  try {
    for (const chunk of written.chunks) {
      await fh.write(chunk);
      size += chunk.length;
    }
  } finally {
    await fh.close();
  }
  return { ext: written.ext, size };
}
