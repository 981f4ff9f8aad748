import type { MetaLanguage, ProjectMeta } from '@vsqx/domain';
import { MetaBuilder, type TrackBuilder } from '../core/meta-builder';
import { MetaError } from '../core/errors';
import { arr, num, obj, str, type Json } from '../core/json';
import type { Source } from '../core/source';
import type { ReadOptions } from '../core/score-recorder';

/** Synthesizer V counts 705,600,000 blicks per quarter note (utaformatix `TICK_RATE` × 480). */
const BLICKS = 705_600_000;
const MAX_JSON = 64 * 1024 * 1024;

const SVP_LANGUAGES: Record<string, MetaLanguage> = {
  japanese: 'ja',
  mandarin: 'zh',
  cantonese: 'zh',
  chinese: 'zh',
  english: 'en',
  korean: 'ko',
  spanish: 'es',
};

function parsePiece(text: string): Json {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Synthesizer V Studio: JSON, usually followed by a NUL; of several objects the highest version wins. */
export async function readSvp(source: Source, opts: ReadOptions = {}): Promise<ProjectMeta> {
  const text = new TextDecoder('utf-8').decode(await source.readAll(MAX_JSON));
  const pieces = text
    .split('\u0000')
    .map((p) => p.trim())
    .filter(Boolean)
    .map(parsePiece)
    .filter((p) => obj(p).tracks);
  if (pieces.length === 0) throw new MetaError('not an svp');
  pieces.sort((a, b) => num(obj(b).version, 0) - num(obj(a).version, 0));
  return readSvpJson(pieces[0], opts);
}

export function readSvpJson(root: Json, opts: ReadOptions = {}): ProjectMeta {
  const p = obj(root);
  const b = new MetaBuilder({
    format: 'svp',
    engine: { synthesizer_type: 2, synthesizer_name: 'SynthV' },
    ppq: BLICKS,
    ...opts,
  });
  b.version(str(p.version));
  const time = obj(p.time);
  for (const t of arr(time.tempo)) b.tempo(num(obj(t).position), num(obj(t).bpm));
  for (const m of arr(time.meter))
    b.timeSig(num(obj(m).index), num(obj(m).numerator), num(obj(m).denominator));
  const library = new Map<string, Json[]>();
  for (const g of arr(p.library, 10_000)) library.set(str(obj(g).uuid), arr(obj(g).notes));
  const tracks = arr(p.tracks)
    .map(obj)
    .sort((x, y) => num(x.dispOrder, 0) - num(y.dispOrder, 0));
  for (const track of tracks) {
    const main = obj(track.mainRef);
    const instrumental = main.isInstrumental === true;
    const tb = b.track(str(track.name), instrumental ? 'audio' : 'vocal');
    if (!tb || instrumental) continue;
    addDatabase(tb, obj(main.database));
    addNotes(tb, arr(obj(track.mainGroup).notes), num(main.blickOffset, 0), num(main.pitchOffset, 0));
    for (const r of arr(track.groups, 10_000)) {
      const ref = obj(r);
      if (ref.isInstrumental === true) continue;
      addDatabase(tb, obj(ref.database));
      addNotes(tb, library.get(str(ref.groupID)) ?? [], num(ref.blickOffset, 0), num(ref.pitchOffset, 0));
    }
  }
  return b.build();
}

function addDatabase(tb: TrackBuilder, db: Record<string, Json>): void {
  if (str(db.name)) tb.singer(str(db.name));
  tb.language ??= SVP_LANGUAGES[str(db.language).toLowerCase()];
}

function addNotes(tb: TrackBuilder, notes: Json[], offset: number, pitchOffset: number): void {
  for (const n of notes) {
    const note = obj(n);
    const onset = num(note.onset) + offset;
    if (onset < 0) continue;
    if (
      !tb.note(onset, num(note.duration), num(note.pitch) + pitchOffset, str(note.lyrics), str(note.phonemes))
    )
      return;
  }
}

/** Synthesizer V 1: JSON with junk after the last `}`. */
export async function readS5p(source: Source, opts: ReadOptions = {}): Promise<ProjectMeta> {
  const text = new TextDecoder('utf-8').decode(await source.readAll(MAX_JSON));
  const end = text.lastIndexOf('}');
  const root = obj(end > 0 ? parsePiece(text.slice(0, end + 1)) : null);
  if (!Array.isArray(root.tracks)) throw new MetaError('not an s5p');
  const b = new MetaBuilder({
    format: 's5p',
    engine: { synthesizer_type: 2, synthesizer_name: 'SynthV' },
    ppq: BLICKS,
    ...opts,
  });
  for (const t of arr(root.tempo)) b.tempo(num(obj(t).position), num(obj(t).beatPerMinute));
  for (const m of arr(root.meter))
    b.timeSig(num(obj(m).measure), num(obj(m).beatPerMeasure), num(obj(m).beatGranularity));
  const tracks = arr(root.tracks)
    .map(obj)
    .sort((x, y) => num(x.displayOrder, 0) - num(y.displayOrder, 0));
  for (const track of tracks) {
    const tb = b.track(str(track.name), 'vocal');
    if (!tb) break;
    tb.singer(str(track.dbName));
    for (const n of arr(track.notes)) {
      const note = obj(n);
      if (!tb.note(num(note.onset), num(note.duration), num(note.pitch), str(note.lyric))) break;
    }
  }
  return b.build();
}
