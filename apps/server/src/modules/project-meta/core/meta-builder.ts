import { META_LIMITS } from '@vsqx/domain';
import type { MetaLanguage, MetaNote, MetaTrack, ProjectMeta } from '@vsqx/domain';
import { cleanText } from './text';
import { secondsAt, type Tempo } from './tempo-map';
import { LyricsJoiner } from './lyrics';
import { assembleScore, type RawNote, type ReadOptions } from './score-recorder';

/** Notes kept while reading, over all tracks; thinned evenly to META_LIMITS.previewNotes at the end. */
const COLLECT_NOTES = 50_000;

export interface BuilderInit extends ReadOptions {
  format: ProjectMeta['format'];
  engine: ProjectMeta['engine'];
  /** Ticks per quarter note of the source (480 VOCALOID, 960 CeVIO, 705600000 SynthV blicks, MIDI's own). */
  ppq: number;
}

/** One track being read: counts every note, keeps a capped copy for the preview, joins the lyrics. */
export class TrackBuilder {
  readonly singers = new Set<string>();
  readonly compIds = new Set<string>();
  language?: MetaLanguage;
  noteCount = 0;
  notes: MetaNote[] = [];
  /** Every note with its lyric, kept only when a conversion asked for the score. */
  readonly recorded: RawNote[] | null;
  private lyrics: LyricsJoiner;

  constructor(
    private readonly meta: MetaBuilder,
    public name: string,
    readonly kind: MetaTrack['kind'],
  ) {
    this.lyrics = new LyricsJoiner(meta.ppq);
    this.recorded = meta.recordsScore ? [] : null;
  }

  /** True once the file's note cap is reached: readers stop reading notes. */
  get full(): boolean {
    return this.meta.full;
  }

  singer(name: string | undefined, compId?: string): void {
    const n = cleanText(name ?? '', META_LIMITS.nameLength);
    if (n && this.singers.size < META_LIMITS.singersPerTrack) this.singers.add(n);
    const id = cleanText(compId ?? '', 32);
    if (id && this.compIds.size < META_LIMITS.singersPerTrack) this.compIds.add(id);
  }

  /** A note at an absolute source tick (pre-roll included). Answers false once the note cap is reached. */
  note(tick: number, dur: number, key: number, lyric?: string, phoneme?: string): boolean {
    if (!this.meta.acceptNote()) return false;
    if (!Number.isFinite(tick) || !Number.isFinite(dur) || dur < 0) return true;
    this.noteCount += 1;
    this.meta.lastEnd = Math.max(this.meta.lastEnd, tick + dur);
    const k = Math.max(0, Math.min(127, Math.round(key)));
    if (this.meta.collect()) this.notes.push({ tick, dur, key: k });
    if (this.recorded && this.kind !== 'audio') {
      const note: RawNote = { tick, dur, key: k, lyric: cleanText(lyric ?? '', 64) };
      if (phoneme) note.phoneme = cleanText(phoneme, 64);
      this.recorded.push(note);
    }
    if (lyric !== undefined && this.kind !== 'audio') this.lyrics.add(tick, dur, lyric);
    return true;
  }

  build(scaleTick: (t: number) => number, scale: number): MetaTrack {
    const t: MetaTrack = {
      name: cleanText(this.name, META_LIMITS.nameLength),
      kind: this.kind,
      singers: [...this.singers],
      noteCount: this.noteCount,
      lyrics: this.lyrics.text(),
      notes: this.notes.map((n) => ({
        tick: scaleTick(n.tick),
        dur: Math.max(1, Math.round(n.dur * scale)),
        key: n.key,
      })),
    };
    if (this.compIds.size) t.compIds = [...this.compIds];
    if (this.language) t.language = this.language;
    return t;
  }
}

/**
 * Collects what a reader finds, in the source's own ticks, and turns it into the common shape: ticks
 * at 480 per quarter with the pre-roll removed, duration through the tempo map, every list capped.
 */
export class MetaBuilder {
  readonly ppq: number;
  title?: string;
  /** Pre-roll length in source ticks (VSQX/VSQ preMeasure, CeVIO's fixed measure, DeepVocal's 4). */
  preRoll = 0;
  lastEnd = 0;
  midi?: ProjectMeta['midi'];
  private tempos: Tempo[] = [];
  private timeSigs: ProjectMeta['timeSignatures'] = [];
  private tracks: TrackBuilder[] = [];
  private warnings = new Set<string>();
  /** A cap cut notes or tracks off: a conversion must not pretend it has them all. */
  private truncated = false;
  private counted = 0;
  private collected = 0;

  constructor(private readonly init: BuilderInit) {
    this.ppq = init.ppq;
  }

  get recordsScore(): boolean {
    return !!this.init.score;
  }

  /** The engine's version as the file states it (digits and dots only). */
  version(text: string): void {
    if (/^[\d.]{1,20}$/.test(text.trim())) this.init.engine.version = text.trim();
  }

  warn(message: string): void {
    if (this.warnings.size < META_LIMITS.warnings) this.warnings.add(message);
  }

  tempo(tick: number, bpm: number): void {
    if (!Number.isFinite(tick) || !Number.isFinite(bpm) || bpm <= 0 || bpm > 1000)
      return this.warn('tempo out of range ignored');
    if (this.tempos.length >= META_LIMITS.tempos) return this.warn('too many tempo changes');
    this.tempos.push({ tick: Math.max(0, tick), bpm });
  }

  timeSig(bar: number, num: number, den: number): void {
    if (![bar, num, den].every(Number.isFinite) || num < 1 || num > 64 || den < 1 || den > 64)
      return this.warn('time signature out of range ignored');
    if (this.timeSigs.length >= META_LIMITS.timeSignatures) return this.warn('too many time signatures');
    this.timeSigs.push({ bar: Math.max(0, Math.round(bar)), num: Math.round(num), den: Math.round(den) });
  }

  track(name: string, kind: MetaTrack['kind']): TrackBuilder | null {
    if (this.tracks.length >= META_LIMITS.tracks) {
      this.warn(`only the first ${META_LIMITS.tracks} tracks were read`);
      this.truncated = true;
      return null;
    }
    const t = new TrackBuilder(this, name, kind);
    this.tracks.push(t);
    return t;
  }

  get full(): boolean {
    return this.counted >= META_LIMITS.notesCounted;
  }

  acceptNote(): boolean {
    if (this.full) {
      this.warn(`only the first ${META_LIMITS.notesCounted} notes were read`);
      this.truncated = true;
      return false;
    }
    this.counted += 1;
    return true;
  }

  collect(): boolean {
    return this.collected++ < COLLECT_NOTES;
  }

  /** Quarter-note length of the first measure in source ticks (for pre-roll measures). */
  measureTicks(num = 4, den = 4): number {
    return (this.ppq * 4 * num) / den;
  }

  build(): ProjectMeta {
    const scale = 480 / this.ppq;
    const scaleTick = (t: number) => Math.max(0, Math.round((t - this.preRoll) * scale));
    const tempos = [...this.tempos].sort((a, b) => a.tick - b.tick);
    if (tempos.length === 0 || tempos[0].tick > 0) tempos.unshift({ tick: 0, bpm: tempos[0]?.bpm ?? 120 });
    let durationSec = 0;
    if (this.lastEnd > this.preRoll)
      durationSec = secondsAt(tempos, this.lastEnd, this.ppq) - secondsAt(tempos, this.preRoll, this.ppq);
    if (durationSec > META_LIMITS.maxDurationSec) {
      this.warn('duration past the believable maximum');
      durationSec = META_LIMITS.maxDurationSec;
    }
    const tracks = this.tracks.map((t) => t.build(scaleTick, scale));
    thinPreview(tracks);
    const outTempos = dedupeTempos(
      tempos.map((t) => ({ tick: scaleTick(t.tick), bpm: Math.round(t.bpm * 100) / 100 })),
    );
    const meta: ProjectMeta = {
      format: this.init.format,
      engine: this.init.engine,
      ppq: 480,
      tempos: outTempos,
      timeSignatures: this.timeSigs.sort((a, b) => a.bar - b.bar),
      durationSec: Math.round(durationSec * 100) / 100,
      tracks,
      warnings: [...this.warnings],
    };
    const title = cleanText(this.title ?? '', META_LIMITS.nameLength);
    if (title) meta.title = title;
    if (this.midi) meta.midi = this.midi;
    if (this.init.score) {
      const tracks = this.tracks.map((t) => ({
        name: cleanText(t.name, META_LIMITS.nameLength),
        kind: t.kind,
        singers: t.singers,
        compIds: t.compIds,
        language: t.language,
        recorded: t.recorded,
      }));
      this.init.score.score = assembleScore({
        format: this.init.format,
        title,
        tempos: outTempos,
        timeSignatures: meta.timeSignatures,
        tracks,
        truncated: this.truncated,
        scaleTick,
      });
    }
    return meta;
  }
}

/** After the pre-roll is cut, several tempos may land on tick 0: the last one there holds. */
function dedupeTempos(tempos: Tempo[]): Tempo[] {
  const out: Tempo[] = [];
  for (const t of tempos) {
    if (out.length && out[out.length - 1].tick === t.tick) out[out.length - 1] = t;
    else out.push(t);
  }
  return out;
}

/** Keeps every k-th note of each track so the preview spans the whole song within the cap. */
function thinPreview(tracks: MetaTrack[]): void {
  const total = tracks.reduce((n, t) => n + (t.notes?.length ?? 0), 0);
  if (total <= META_LIMITS.previewNotes) return;
  const step = total / META_LIMITS.previewNotes;
  for (const t of tracks) {
    const notes = t.notes ?? [];
    const kept: MetaNote[] = [];
    for (let i = 0; i < notes.length; i += step) kept.push(notes[Math.floor(i)]);
    t.notes = kept;
  }
  let left = META_LIMITS.previewNotes;
  for (const t of tracks) {
    t.notes = (t.notes ?? []).slice(0, Math.max(0, left));
    left -= t.notes.length;
  }
}
