import type { ConvertFormat } from '@vsqx/domain';
import type { Score } from '../model';
import { DEFAULT_LYRIC, isSlur } from '../writers/notes';
import type { ReadBack } from './independent-readers';

/**
 * How a lyric is spelled is a mapping, not a loss: every slur mark (`-`, `+`, `+~`, `+*`) is one slur,
 * and a note without lyric gets the default lyric in the singing editors (MIDI writes no lyric event).
 */
function same(lyric: string, target: ConvertFormat): string {
  if (isSlur(lyric)) return '-';
  return lyric === '' && target !== 'mid' ? DEFAULT_LYRIC : lyric;
}

/** What differs between a source score and a converted file as read back; empty when exact. */
export function differences(source: Score, back: ReadBack, target: ConvertFormat): string[] {
  const diffs: string[] = [];
  if (back.tracks.length !== source.tracks.length)
    diffs.push(`tracks ${source.tracks.length} → ${back.tracks.length}`);
  source.tracks.forEach((t, i) => {
    // Notes are matched by where they start and their key, so one lost note does not shift the rest.
    const got = new Map<string, { dur: number; lyric: string }[]>();
    for (const n of back.tracks[i]?.notes ?? []) {
      const k = `${n.tick}:${n.key}`;
      got.set(k, [...(got.get(k) ?? []), n]);
    }
    let missing = 0;
    let resized = 0;
    const lyrics: string[] = [];
    for (const a of t.notes) {
      const b = got.get(`${a.tick}:${a.key}`)?.shift();
      if (!b) {
        missing++;
        continue;
      }
      if (b.dur !== a.dur) resized++;
      if (same(a.lyric, target) !== same(b.lyric, target)) lyrics.push(`${a.lyric}→${b.lyric}`);
    }
    const extra = [...got.values()].reduce((n, l) => n + l.length, 0);
    const label = `track ${i + 1}`;
    if (missing) diffs.push(`${label}: ${missing} of ${t.notes.length} notes missing`);
    if (extra) diffs.push(`${label}: ${extra} notes not in the source`);
    if (resized) diffs.push(`${label}: ${resized} notes resized`);
    if (lyrics.length)
      diffs.push(`${label}: ${lyrics.length} lyrics differ (${lyrics.slice(0, 3).join(', ')})`);
  });
  const tempos = back.tempos;
  const tempoSame =
    tempos.length === source.tempos.length &&
    source.tempos.every((t, i) => tempos[i].tick === t.tick && Math.abs(tempos[i].bpm - t.bpm) < 0.01);
  if (!tempoSame)
    diffs.push(
      `tempo map ${JSON.stringify(source.tempos.slice(0, 4))} → ${JSON.stringify(tempos.slice(0, 4))}`,
    );
  return diffs;
}

/** Time signatures are compared where the target has them (UST has none). */
export function signatureDifference(source: Score, back: ReadBack): string | null {
  if (!back.timeSignatures) return null;
  return JSON.stringify(back.timeSignatures) === JSON.stringify(source.timeSignatures)
    ? null
    : `time signatures ${JSON.stringify(source.timeSignatures)} → ${JSON.stringify(back.timeSignatures)}`;
}
