import type { MetaLanguage, ProjectFormat } from '@vsqx/domain';

/**
 * The neutral score every reader can fill and every writer reads: what all the editors share. Ticks run
 * at 480 per quarter note (VOCALOID, UTAU and OpenUtau natively; Synthesizer V's blicks and MIDI's own
 * resolution convert through it), counted from the first beat after any pre-roll.
 */
export const SCORE_PPQ = 480;

/** Whose phoneme symbols a note carries: only a writer of the same family may reuse them. */
export type PhonemeSystem = 'vocaloid' | 'synthv' | 'cevio' | 'pinyin';

export interface ScoreNote {
  tick: number;
  /** At least 1. */
  dur: number;
  /** MIDI key number, 0..127. */
  key: number;
  /** As written in the source ('' when it has none); control characters removed. */
  lyric: string;
  phoneme?: string;
}

export interface ScoreTrack {
  name: string;
  /** Voice name and VOCALOID compID, as the source states them (untrusted text). */
  singer?: string;
  compId?: string;
  language?: MetaLanguage;
  /** Sorted by tick. */
  notes: ScoreNote[];
}

export interface Score {
  format: ProjectFormat;
  title: string;
  phonemes: PhonemeSystem | null;
  /** Sorted by tick, the first at tick 0. */
  tempos: { tick: number; bpm: number }[];
  /** Sorted by bar, the first at bar 0. */
  timeSignatures: { bar: number; num: number; den: number }[];
  /** Vocal (and MIDI) tracks only, in the source's order; audio tracks are left out. */
  tracks: ScoreTrack[];
  /** The reader stopped at its note cap: writing this would silently drop notes. */
  truncated: boolean;
}

/** Where a converted file came from; each writer puts it where its format has room (docs/conversion.md). */
export interface Provenance {
  /** The project's page, e.g. https://site/project/vn12. */
  url: string;
  title: string;
  author: string;
  /** The licence shown on the page, which applies to the converted file too. */
  licence: string;
}

export interface WriteOptions {
  source: Provenance;
  /** UST and MIDI text encoding (UST: Shift-JIS unless a lyric needs UTF-8; MIDI: UTF-8). */
  charset?: 'shift_jis' | 'utf-8';
}

/** One line naming the source, for comments and text events. */
export function provenanceLine(p: Provenance): string {
  return `${p.title} / ${p.author} — ${p.url} — ${p.licence}`;
}

const PHONEMES: Partial<Record<ProjectFormat, PhonemeSystem>> = {
  vsqx3: 'vocaloid',
  vsqx4: 'vocaloid',
  vpr: 'vocaloid',
  vsq: 'vocaloid',
  svp: 'synthv',
  s5p: 'synthv',
  ccs: 'cevio',
  dv: 'pinyin',
  sk: 'pinyin',
};

export function phonemeSystemOf(format: ProjectFormat): PhonemeSystem | null {
  return PHONEMES[format] ?? null;
}

/** Ticks of one bar in a time signature. */
export const barTicks = (num: number, den: number) => (SCORE_PPQ * 4 * num) / den;

/** The tick where each time signature starts (bars counted through the earlier signatures). */
export function timeSignatureTicks(
  score: Pick<Score, 'timeSignatures'>,
): { tick: number; bar: number; num: number; den: number }[] {
  const out: { tick: number; bar: number; num: number; den: number }[] = [];
  let tick = 0;
  let prev = { bar: 0, num: 4, den: 4 };
  for (const s of score.timeSignatures) {
    tick += (s.bar - prev.bar) * barTicks(prev.num, prev.den);
    out.push({ tick: Math.round(tick), ...s });
    prev = s;
  }
  return out;
}

/** The end of the last note over all tracks. */
export function scoreEnd(score: Pick<Score, 'tracks'>): number {
  let end = 0;
  for (const t of score.tracks) for (const n of t.notes) end = Math.max(end, n.tick + n.dur);
  return end;
}
