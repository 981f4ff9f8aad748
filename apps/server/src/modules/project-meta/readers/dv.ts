import type { ProjectMeta } from '@vsqx/domain';
import { ByteReader } from '../core/binary-reader';
import { MetaError } from '../core/errors';
import { MetaBuilder, type TrackBuilder } from '../core/meta-builder';
import { scriptLanguage } from './midi';
import type { ReadOptions } from '../core/score-recorder';

const MAX_ITEMS = 200_000;

/** Reads the optional `ext1`…`ext7` feature tags that switch extra per-note and per-segment fields on. */
function readTags(r: ByteReader): Set<string> {
  const tags = new Set<string>();
  while (/^ext[1-7]$/.test(r.peekAscii(4))) tags.add(r.ascii(4));
  return tags;
}

function readNote(r: ByteReader, tags: Set<string>, segStart: number, tb: TrackBuilder): void {
  const start = r.i32();
  const length = r.i32();
  const key = 115 - r.i32();
  r.i32(); // vibrato
  const pinyin = r.str();
  const word = r.str();
  r.skip(1);
  r.block(); // three note parameters
  r.block(); // float list
  if (tags.has('ext1')) r.skip(18);
  if (tags.has('ext2')) r.skip(16);
  if (tags.has('ext4')) r.skip(4);
  if (tags.has('ext7')) {
    r.str();
    r.skip(4);
  }
  tb.note(segStart + start, length, key, word, pinyin);
}

function readSegment(r: ByteReader, tags: Set<string>, tb: TrackBuilder): void {
  const start = r.i32();
  r.i32(); // length
  r.str(); // segment name
  tb.singer(r.str());
  const notes = r.block();
  const n = notes.count(30, MAX_ITEMS);
  for (let i = 0; i < n && !tb.full; i++) readNote(notes, tags, start, tb);
  for (let i = 0; i < 3; i++) r.block(); // volume, pitch, breath
  for (const t of ['ext3', 'ext5', 'ext6', 'ext7']) if (tags.has(t)) r.block();
}

/**
 * DeepVocal (.dv) and Sharpkey (.sk): magic `SHARPKEY`, then little-endian int32s and length-prefixed
 * UTF-8 in nested blocks (formats.md §2.7). Every length and count is checked against the bytes left.
 */
export function readDv(bytes: Uint8Array, format: 'dv' | 'sk', opts: ReadOptions = {}): ProjectMeta {
  const top = new ByteReader(bytes);
  if (top.ascii(8) !== 'SHARPKEY') throw new MetaError('not a dv file');
  const b = new MetaBuilder({
    format,
    engine: { synthesizer_type: 2, synthesizer_name: format === 'sk' ? 'Sharpkey' : 'DeepVocal' },
    ppq: 480,
    ...opts,
  });
  b.version(String(top.i32()));
  // Measures count from -3 and utaformatix treats four of them as pre-roll.
  b.preRoll = 4 * b.measureTicks();
  const r = top.block();
  const tags = readTags(r);
  const tempos = r.block();
  for (let i = 0, n = tempos.count(8, MAX_ITEMS); i < n; i++) b.tempo(tempos.i32(), tempos.i32() / 100);
  const sigs = r.block();
  for (let i = 0, n = sigs.count(12, MAX_ITEMS); i < n; i++)
    b.timeSig(sigs.i32() - 1, sigs.i32(), sigs.i32());
  const trackCount = r.count(18, 10_000);
  for (let i = 0; i < trackCount; i++) {
    const type = r.i32();
    const name = r.str();
    r.skip(10); // mute, solo, volume, balance
    const body = r.block();
    const tb = b.track(name, type === 1 ? 'audio' : 'vocal');
    if (!tb || type === 1) continue;
    for (let s = 0, n = body.count(24, MAX_ITEMS); s < n && !tb.full; s++) readSegment(body, tags, tb);
  }
  const meta = b.build();
  for (const t of meta.tracks) if (t.kind === 'vocal') t.language ??= scriptLanguage(t.lyrics) ?? 'zh';
  return meta;
}
