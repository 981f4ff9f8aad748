import type { ProjectMeta } from '@vsqx/domain';
import { MetaError } from './core/errors';
import { fileSource, type Source } from './core/source';
import type { ReadOptions } from './core/score-recorder';
import { readArchive } from './archives/archive';
import { ZipReader } from './archives/zip';
import { readVsqx } from './readers/vsqx';
import { readVpr } from './readers/vpr';
import { isVocaloidMidi, readVsq } from './readers/vsq';
import { readMidi } from './readers/midi';
import { readCcs } from './readers/ccs';
import { readS5p, readSvp } from './readers/synthv';
import { readDv } from './readers/dv';
import { readUst } from './readers/ust';
import { isSvip, readSvip } from './readers/svip';

/** MIDI-like files we read whole; past this they are not projects. */
const MAX_SMF = 32 * 1024 * 1024;
const MAX_BINARY = 64 * 1024 * 1024;

const starts = (b: Uint8Array, sig: number[]) => sig.every((c, i) => b[i] === c);
const ascii = (b: Uint8Array) => String.fromCharCode(...b);

async function isVpr(source: Source, extension: string): Promise<boolean> {
  if (extension === 'vpr') return true;
  const zip = await ZipReader.open(source);
  await zip.close();
  return zip.entries.some((e) => /^Project[\\/]sequence\.json$/.test(e.name));
}

/**
 * Reads one project file, telling formats apart by their first bytes (the extension only breaks ties:
 * .dv/.sk, .svp/.s5p). Archives are opened only at the top level. With `opts.score` the readers also
 * hand over the whole score (a conversion), in the same single pass.
 */
export async function extractFromSource(
  source: Source,
  extension: string,
  allowArchives = true,
  opts: ReadOptions = {},
): Promise<ProjectMeta> {
  const ext = extension.toLowerCase().replace(/^\./, '');
  if (ext === 'lua') throw new MetaError('not a project format');
  const head = await source.head(4096);
  const inner = (s: Source, e: string) => extractFromSource(s, e, false, opts);
  if (starts(head, [0x50, 0x4b, 0x03, 0x04]) || starts(head, [0x50, 0x4b, 0x05, 0x06])) {
    if (await isVpr(source, ext)) return readVpr(source, opts);
    if (!allowArchives) throw new MetaError('nested archive');
    return readArchive(source, 'zip', inner);
  }
  if (
    starts(head, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07]) ||
    starts(head, [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])
  ) {
    if (!allowArchives) throw new MetaError('nested archive');
    return readArchive(source, head[0] === 0x52 ? 'rar' : '7z', inner);
  }
  if (ascii(head.subarray(0, 4)) === 'MThd') {
    const bytes = await source.readAll(MAX_SMF);
    return isVocaloidMidi(bytes) ? readVsq(bytes, opts) : readMidi(bytes, opts);
  }
  if (ascii(head.subarray(0, 8)) === 'SHARPKEY')
    return readDv(await source.readAll(MAX_BINARY), ext === 'sk' ? 'sk' : 'dv', opts);
  if (isSvip(head)) return readSvip(head);
  const text = new TextDecoder('utf-8')
    .decode(head)
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('<')) {
    if (/<Scenario[\s>]/.test(text)) return readCcs(source, opts);
    return readVsqx(source, opts);
  }
  if (text.startsWith('{')) return ext === 's5p' ? readS5p(source, opts) : readSvp(source, opts);
  if (text.startsWith('[#')) return readUst(await source.readAll(MAX_BINARY), opts);
  throw new MetaError('unknown format');
}

export async function extractFromFile(
  filePath: string,
  extension: string,
  opts: ReadOptions = {},
): Promise<ProjectMeta> {
  return extractFromSource(await fileSource(filePath), extension, true, opts);
}
