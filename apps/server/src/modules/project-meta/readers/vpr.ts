import { tagsOfName, type ProjectMeta } from '@vsqx/domain';
import { MetaBuilder } from '../core/meta-builder';
import { MetaError } from '../core/errors';
import { arr, num, obj, parseJson, str, type Json } from '../core/json';
import type { Source } from '../core/source';
import { ZipReader } from '../archives/zip';
import { VOCALOID_LANGUAGES } from './vsqx';
import type { ReadOptions } from '../core/score-recorder';

/** sequence.json reached ~10 MB in real files; more than this is not a project we want to parse. */
const MAX_JSON = 64 * 1024 * 1024;

/** VOCALOID 5/6: a ZIP holding `Project/sequence.json` (some tools write a backslash). */
export async function readVpr(source: Source, opts: ReadOptions = {}): Promise<ProjectMeta> {
  const zip = await ZipReader.open(source);
  let bytes: Uint8Array;
  try {
    const entry = zip.entries.find(
      (e) => e.name === 'Project/sequence.json' || e.name === 'Project\\sequence.json',
    );
    if (!entry) throw new MetaError('no sequence.json');
    bytes = await zip.read(entry, MAX_JSON);
  } finally {
    await zip.close();
  }
  return readVprJson(parseJson(bytes, MAX_JSON), opts);
}

export function readVprJson(root: Json, opts: ReadOptions = {}): ProjectMeta {
  const seq = obj(root);
  const major = num(obj(seq.version).major, 5);
  const b = new MetaBuilder({
    format: 'vpr',
    engine: { synthesizer_type: 1, synthesizer_name: `VOCALOID${major >= 6 ? 6 : 5}` },
    ppq: 480,
    ...opts,
  });
  const v = obj(seq.version);
  b.version([v.major, v.minor, v.revision].map((x) => num(x, 0)).join('.'));
  b.title = str(seq.title);
  const master = obj(seq.masterTrack);
  for (const e of arr(obj(master.tempo).events)) b.tempo(num(obj(e).pos), num(obj(e).value) / 100);
  for (const e of arr(obj(master.timeSig).events))
    b.timeSig(num(obj(e).bar), num(obj(e).numer), num(obj(e).denom));
  const voiceNames = new Map<string, string>();
  for (const e of arr(seq.voices, 1000)) voiceNames.set(str(obj(e).compID), str(obj(e).name));
  for (const t of arr(seq.tracks)) {
    const track = obj(t);
    const type = num(track.type, 0);
    const tb = b.track(str(track.name), type === 1 ? 'audio' : 'vocal');
    if (!tb || type === 1) continue;
    for (const p of arr(track.parts)) {
      const part = obj(p);
      const voice = obj(part.voice);
      const ai = obj(part.aiVoice);
      const compId = str(voice.compID) || str(ai.compID);
      // Converted files leave `voices` empty: the compID alone still maps through our table.
      if (compId) tb.singer(voiceNames.get(compId), compId);
      // Converted files name the track after the singer ("洛天依-和声"); use that only when it is a known singer.
      if (!voiceNames.get(compId) && tagsOfName(tb.name).length > 0) tb.singer(tb.name);
      const lang = str(voice.langID) || str(arr(ai.langIDs)[0]);
      tb.language ??= VOCALOID_LANGUAGES[lang];
      const pos = num(part.pos, 0);
      for (const n of arr(part.notes)) {
        const note = obj(n);
        if (
          !tb.note(
            pos + num(note.pos),
            num(note.duration),
            num(note.number),
            str(note.lyric),
            str(note.phoneme),
          )
        )
          break;
      }
    }
  }
  return b.build();
}
