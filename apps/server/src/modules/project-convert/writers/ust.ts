import { zipSync } from 'fflate';
import type { Score, ScoreNote, ScoreTrack, WriteOptions } from '../model';
import { safeFileName } from '../../../lib/file-name';
import { encodeText, fitsShiftJis, lyricFor, monophonic } from './notes';
import { joinChunks, TextOut } from './text-out';

/** One `[#nnnn]` section: a note or a rest (`R`), with the tempo that starts there. */
interface Entry {
  pos: number;
  len: number;
  lyric: string;
  key: number;
  tempo?: number;
}

/**
 * Notes back to back as UST needs them: gaps become rests, and each tempo change lands on the entry
 * where it starts. A change inside a rest splits the rest; one inside a note moves to the note's start
 * (UST has nowhere else to put it; OpenUtau's exporter does the same).
 */
function entries(notes: readonly ScoreNote[], tempos: Score['tempos']): Entry[] {
  const out: Entry[] = [];
  let pos = 0;
  for (const n of monophonic(notes)) {
    if (n.tick > pos) out.push({ pos, len: n.tick - pos, lyric: 'R', key: 60 });
    out.push({ pos: n.tick, len: n.dur, lyric: lyricFor(n.lyric, 'utau'), key: n.key });
    pos = n.tick + n.dur;
  }
  let i = 0;
  for (const t of tempos.slice(1)) {
    while (i < out.length && out[i].pos + out[i].len <= t.tick) i++;
    if (i >= out.length) break;
    const e = out[i];
    if (e.pos === t.tick || e.lyric !== 'R' || t.tick < e.pos) e.tempo = t.bpm;
    else {
      out.splice(i + 1, 0, { pos: t.tick, len: e.pos + e.len - t.tick, lyric: 'R', key: 60, tempo: t.bpm });
      e.len = t.tick - e.pos;
      i++;
    }
  }
  return out;
}

const bpmText = (bpm: number) => bpm.toFixed(2);

function ustText(score: Score, track: ScoreTrack, opts: WriteOptions, utf8: boolean): Uint8Array[] {
  const out = new TextOut((s) => encodeText(s, utf8 ? 'utf-8' : 'shift_jis'));
  const name = opts.source.title || track.name;
  const lines = ['[#VERSION]', 'UST Version1.2'];
  if (utf8) lines.push('Charset=UTF-8');
  lines.push(
    '[#SETTING]',
    `Tempo=${bpmText(score.tempos[0]?.bpm ?? 120)}`,
    'Tracks=1',
    `ProjectName=${name}`,
    // UTAU's own voicebank: every installation has it, so the file plays before a singer is chosen.
    'VoiceDir=%VOICE%uta',
    'OutFile=',
    `CacheDir=${safeFileName(name).replace(/[^\w-]/g, '') || 'converted'}.cache`,
    'Tool1=wavtool.exe',
    'Tool2=resampler.exe',
    'Mode2=True',
  );
  out.write(lines.join('\r\n') + '\r\n');
  entries(track.notes, score.tempos).forEach((e, i) => {
    const tempo = e.tempo !== undefined ? `Tempo=${bpmText(e.tempo)}\r\n` : '';
    out.write(
      `[#${String(i).padStart(4, '0')}]\r\nLength=${e.len}\r\nLyric=${e.lyric}\r\nNoteNum=${e.key}\r\nPreUtterance=\r\nIntensity=100\r\nModulation=0\r\n${tempo}`,
    );
  });
  out.write('[#TRACKEND]\r\n');
  return out.done();
}

/**
 * UTAU: one .ust per track (a zip of them when the source has several), Shift-JIS as UTAU expects;
 * when a lyric has a character Shift-JIS lacks (simplified Chinese, often), UTF-8 with `Charset=UTF-8`
 * unless Shift-JIS was asked for explicitly. Engine parameters (pitch bends, envelopes, flags) are not
 * carried: the model has none.
 */
export function writeUst(score: Score, opts: WriteOptions): { chunks: Uint8Array[]; zip: boolean } {
  // The lyrics decide: a project name Shift-JIS lacks only loses those characters (written as `?`).
  const texts = new Set<string>();
  for (const t of score.tracks) for (const n of t.notes) texts.add(n.lyric);
  const utf8 = opts.charset ? opts.charset === 'utf-8' : !fitsShiftJis(texts);
  if (score.tracks.length === 1) return { chunks: ustText(score, score.tracks[0], opts, utf8), zip: false };
  const files: Record<string, Uint8Array> = {};
  score.tracks.forEach((t, i) => {
    files[`${String(i + 1).padStart(2, '0')}-${safeFileName(t.name, 'track')}.ust`] = joinChunks(
      ustText(score, t, opts, utf8),
    );
  });
  return { chunks: [zipSync(files, { level: 6 })], zip: true };
}
