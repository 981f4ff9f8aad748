import type { MetaLanguage, ProjectMeta } from '@vsqx/domain';
import { MetaBuilder, type TrackBuilder } from '../core/meta-builder';
import { metaFail } from '../core/errors';
import type { Source } from '../core/source';
import { streamXml } from '../core/xml-stream';
import type { ReadOptions } from '../core/score-recorder';

/** Element names of VSQ4 and their VSQ3 spellings (formats.md §2.1). */
const V4 = {
  bs: 'bs',
  pc: 'pc',
  id: 'id',
  vname: 'name',
  m: 'm',
  nu: 'nu',
  de: 'de',
  t: 't',
  bpm: 'v',
  tNo: 'tNo',
  tname: 'name',
  part: 'vsPart',
  dur: 'dur',
  n: 'n',
  y: 'y',
  p: 'p',
};
const V3: typeof V4 = {
  bs: 'vBS',
  pc: 'vPC',
  id: 'compID',
  vname: 'vVoiceName',
  m: 'posMes',
  nu: 'nume',
  de: 'denomi',
  t: 'posTick',
  bpm: 'bpm',
  tNo: 'vsTrackNo',
  tname: 'trackName',
  part: 'musicalPart',
  dur: 'durTick',
  n: 'noteNum',
  y: 'lyric',
  p: 'phnms',
};

/** VSQX `bs` / VPR `langID` (LibreSVIP enums). */
export const VOCALOID_LANGUAGES: Record<string, MetaLanguage> = {
  '0': 'ja',
  '1': 'en',
  '2': 'ko',
  '3': 'es',
  '4': 'zh',
};

interface Voice {
  name: string;
  compId: string;
  bs: string;
}

const RECORDS = new Set([
  'vVoice',
  'timeSig',
  'tempo',
  'vsTrack',
  'vsPart',
  'musicalPart',
  'singer',
  'note',
  'wavPart',
]);

/**
 * VOCALOID 3/4 projects, streamed: only the voice table, master track, tracks, parts, singers and
 * notes are looked at; the curve data that makes these files big passes by without being kept.
 */
export async function readVsqx(source: Source, opts: ReadOptions = {}): Promise<ProjectMeta> {
  let N = V4;
  let b: MetaBuilder | null = null;
  let preMeasure = 0;
  const firstSig = { num: 4, den: 4 };
  const voices = new Map<string, Voice>();
  const rec = new Map<string, Record<string, string>>();
  let track: TrackBuilder | null = null;
  const vocal: TrackBuilder[] = [];
  let audio: TrackBuilder | null = null;
  let partPos = 0;
  const num = (v: string | undefined) => (v === undefined || v === '' ? NaN : Number(v));

  await streamXml(source, {
    open(path) {
      const name = path[path.length - 1];
      if (path.length === 1) {
        if (name !== 'vsq3' && name !== 'vsq4') metaFail('not a vsqx');
        N = name === 'vsq3' ? V3 : V4;
        b = new MetaBuilder({
          format: name === 'vsq3' ? 'vsqx3' : 'vsqx4',
          engine: { synthesizer_type: 1, synthesizer_name: name === 'vsq3' ? 'VOCALOID3' : 'VOCALOID4' },
          ppq: 480,
          ...opts,
        });
        return;
      }
      if (RECORDS.has(name)) rec.set(name, {});
      if (name === 'vsTrack') {
        track = b?.track('', 'vocal') ?? null;
        if (track) vocal.push(track);
      }
      if (name === N.part) partPos = 0;
      if (name === 'monoTrack' || name === 'stTrack') audio = null;
    },
    close(path, text) {
      const builder = b as MetaBuilder | null;
      if (!builder) return;
      const name = path[path.length - 1];
      const parent = path[path.length - 2];
      if (path.length === 2 && name === 'version') builder.version(text);
      if (parent === 'masterTrack') {
        if (name === 'preMeasure') preMeasure = Math.max(0, Math.min(64, num(text) || 0));
        if (name === 'seqName') builder.title = text;
        if (name === 'resolution' && text !== '480') builder.warn('resolution is not 480');
      }
      const fields = parent ? rec.get(parent) : undefined;
      if (fields && !RECORDS.has(name)) {
        fields[name] = text;
        if (parent === N.part && name === N.t) partPos = num(text) || 0;
        if (parent === 'vsTrack' && name === N.tname && track) track.name = text;
        return;
      }
      const r = rec.get(name) ?? {};
      switch (name) {
        case 'vVoice':
          voices.set(`${r[N.bs]}:${r[N.pc]}`, {
            name: r[N.vname] ?? '',
            compId: r[N.id] ?? '',
            bs: r[N.bs] ?? '',
          });
          break;
        case 'timeSig': {
          const [bar, nu, de] = [num(r[N.m]), num(r[N.nu]), num(r[N.de])];
          if (bar === 0 && nu > 0 && de > 0) Object.assign(firstSig, { num: nu, den: de });
          builder.timeSig(bar - preMeasure, nu, de);
          break;
        }
        case 'tempo':
          builder.tempo(num(r[N.t]), num(r[N.bpm]) / 100);
          break;
        case 'singer': {
          const v = voices.get(`${r[N.bs]}:${r[N.pc]}`);
          if (track && v) {
            track.singer(v.name, v.compId);
            track.language ??= VOCALOID_LANGUAGES[v.bs];
          } else if (track && r[N.bs] !== undefined) track.language ??= VOCALOID_LANGUAGES[r[N.bs]];
          break;
        }
        case 'note':
          track?.note(partPos + num(r[N.t]), num(r[N.dur]), num(r[N.n]), r[N.y], r[N.p]);
          break;
        case 'wavPart':
          if (parent === 'monoTrack' || parent === 'stTrack')
            audio ??= builder.track(parent === 'monoTrack' ? 'Mono' : 'Stereo', 'audio');
          break;
        case 'vsTrack':
          track = null;
          break;
      }
    },
  });
  const builder = b as MetaBuilder | null;
  if (!builder) return metaFail('not a vsqx');
  // Parts without a singer event (hand-made files) sing with the only voice there is.
  const only = voices.size === 1 ? [...voices.values()][0] : null;
  for (const t of vocal) {
    if (only && t.singers.size === 0 && t.compIds.size === 0) {
      t.singer(only.name, only.compId);
      t.language ??= VOCALOID_LANGUAGES[only.bs];
    }
  }
  builder.preRoll = preMeasure * builder.measureTicks(firstSig.num, firstSig.den);
  return builder.build();
}
