import type { MetaTrack, ProjectFormat } from '@vsqx/domain';
import { phonemeSystemOf, type Score, type ScoreNote } from '../../project-convert/model';
import type { Tempo } from './tempo-map';

/**
 * Where a reader hands over the whole score when a conversion asked for it (`ReadOptions.score`).
 * Extraction for the upload never sets it, so reading for the preview keeps its small memory.
 */
export interface ScoreBox {
  score?: Score;
}

/** What a reader passes through to its builder. */
export interface ReadOptions {
  score?: ScoreBox;
}

/** A note as read, in the source's own ticks (pre-roll included). */
export interface RawNote {
  tick: number;
  dur: number;
  key: number;
  lyric: string;
  phoneme?: string;
}

export interface RecordedTrack {
  name: string;
  kind: MetaTrack['kind'];
  singers: ReadonlySet<string>;
  compIds: ReadonlySet<string>;
  language?: MetaTrack['language'];
  recorded: RawNote[] | null;
}

export interface ScoreParts {
  format: ProjectFormat;
  title: string;
  tempos: Tempo[];
  timeSignatures: { bar: number; num: number; den: number }[];
  tracks: readonly RecordedTrack[];
  truncated: boolean;
  /** Source tick → score tick (pre-roll removed, scaled to 480). */
  scaleTick(t: number): number;
}

/** The first time signature sits on bar 0, one per bar (the last written wins, as in the editors). */
function normaliseSignatures(sigs: ScoreParts['timeSignatures']): Score['timeSignatures'] {
  const out: Score['timeSignatures'] = [];
  for (const s of [...sigs].sort((a, b) => a.bar - b.bar)) {
    if (out.length && out[out.length - 1].bar === s.bar) out[out.length - 1] = { ...s };
    else out.push({ ...s });
  }
  if (!out.length || out[0].bar > 0) out.unshift({ bar: 0, num: 4, den: 4 });
  return out;
}

function scaleNotes(raw: RawNote[], scaleTick: (t: number) => number): ScoreNote[] {
  const notes = raw.map((n): ScoreNote => {
    const tick = scaleTick(n.tick);
    const note: ScoreNote = {
      tick,
      dur: Math.max(1, scaleTick(n.tick + n.dur) - tick),
      key: n.key,
      lyric: n.lyric,
    };
    if (n.phoneme) note.phoneme = n.phoneme;
    return note;
  });
  return notes.sort((a, b) => a.tick - b.tick || a.key - b.key);
}

/** Turns what the builder recorded into the neutral score (vocal and MIDI tracks with notes only). */
export function assembleScore(p: ScoreParts): Score {
  const tracks: Score['tracks'] = [];
  for (const t of p.tracks) {
    if (t.kind === 'audio' || !t.recorded?.length) continue;
    const track: Score['tracks'][number] = { name: t.name, notes: scaleNotes(t.recorded, p.scaleTick) };
    const singer = [...t.singers][0];
    const compId = [...t.compIds][0];
    if (singer) track.singer = singer;
    if (compId) track.compId = compId;
    if (t.language) track.language = t.language;
    tracks.push(track);
  }
  return {
    format: p.format,
    title: p.title,
    phonemes: phonemeSystemOf(p.format),
    tempos: p.tempos.map((t) => ({ ...t })),
    timeSignatures: normaliseSignatures(p.timeSignatures),
    tracks,
    truncated: p.truncated,
  };
}
