import iconv from 'iconv-lite';
import type { ScoreNote } from '../model';

/** The lyric a singing editor gets for a note the source left without one (UTAU's and OpenUtau's default). */
export const DEFAULT_LYRIC = 'a';

/** Marks that continue the previous vowel: VOCALOID and Synthesizer V write `-`, OpenUtau `+`/`+~`/`+*`. */
const SLURS = new Set(['-', '+', '+~', '+*']);
export const isSlur = (lyric: string) => SLURS.has(lyric);

/**
 * A lyric as the target editor spells it: the slur mark in its own form (OpenUtau's importers map
 * `-` ↔ `+~` the same way) and the default lyric for an empty one. MIDI keeps empty lyrics empty.
 */
export function lyricFor(
  lyric: string,
  target: 'vocaloid' | 'synthv' | 'openutau' | 'utau' | 'midi',
): string {
  if (isSlur(lyric)) return target === 'openutau' ? '+~' : '-';
  if (lyric === '' && target !== 'midi') return DEFAULT_LYRIC;
  return lyric;
}

/**
 * One note at a time, as singing editors need (utaformatix does the same): a note ends where the next
 * one starts, and of notes starting together the highest is kept. Notes are sorted by tick, then key.
 */
export function monophonic(notes: readonly ScoreNote[]): ScoreNote[] {
  const out: ScoreNote[] = [];
  for (let i = 0; i < notes.length; i++) {
    const n = notes[i];
    const next = notes[i + 1];
    const end = next ? Math.min(n.tick + n.dur, next.tick) : n.tick + n.dur;
    if (end > n.tick) out.push(end === n.tick + n.dur ? n : { ...n, dur: end - n.tick });
  }
  return out;
}

/** Can every character of these texts be written in Shift-JIS? */
export function fitsShiftJis(texts: Iterable<string>): boolean {
  for (const t of texts) {
    if (!t) continue;
    if (iconv.decode(iconv.encode(t, 'shift_jis'), 'shift_jis') !== t) return false;
  }
  return true;
}

/** Text bytes in the chosen encoding (characters Shift-JIS lacks become `?`). */
export function encodeText(text: string, charset: 'shift_jis' | 'utf-8'): Uint8Array {
  return charset === 'utf-8' ? new TextEncoder().encode(text) : iconv.encode(text, 'shift_jis');
}
