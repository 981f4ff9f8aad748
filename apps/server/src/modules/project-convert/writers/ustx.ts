import { provenanceLine, scoreEnd, type Score, type ScoreNote, type WriteOptions } from '../model';
import { lyricFor, monophonic } from './notes';
import { TextOut } from './text-out';

/** A YAML double-quoted scalar: JSON's string syntax is a subset of it (escapes included). */
const q = (s: string) => JSON.stringify(s);

/**
 * A note as OpenUtau saves one: no pitch curve of its own, only the editor's default portamento
 * (two flat points, snapped to the previous note) and vibrato switched off (length 0). OpenUtau
 * dereferences `pitch` when it validates a note, so it must be present.
 */
const note = (n: ScoreNote) =>
  `  - position: ${n.tick}\n    duration: ${n.dur}\n    tone: ${n.key}\n    lyric: ${q(lyricFor(n.lyric, 'openutau'))}\n` +
  '    pitch:\n      data:\n      - {x: -40, y: 0, shape: io}\n      - {x: 40, y: 0, shape: io}\n      snap_first: true\n' +
  '    vibrato: {length: 0, period: 175, depth: 25, in: 10, out: 10, shift: 0, drift: 0, vol_link: 0}\n' +
  '    phoneme_expressions: []\n    phoneme_overrides: []\n';

/**
 * OpenUtau's project (.ustx, YAML), written as ustx_version 0.6 so every OpenUtau since 0.6 opens it
 * (newer ones upgrade it on load and add their default expressions): the tempo map and time signatures,
 * one track and one voice part (at 0, notes relative to it) per vocal track, notes with
 * position/duration/tone/lyric. The legacy `bpm`/`beat_per_bar`/`beat_unit` fields repeat the first
 * tempo and signature for older readers. The project comment says where the file came from. Singers
 * are left empty (a VOCALOID or Synthesizer V voice is not an OpenUtau singer); the user picks one.
 */
export function writeUstx(score: Score, opts: WriteOptions): Uint8Array[] {
  const first = score.timeSignatures[0] ?? { num: 4, den: 4 };
  const out = new TextOut();
  out.write(
    [
      `name: ${q(opts.source.title || score.title || 'New Project')}`,
      `comment: ${q(provenanceLine(opts.source))}`,
      'output_dir: Vocal',
      'cache_dir: UCache',
      'ustx_version: "0.6"',
      'resolution: 480',
      `bpm: ${score.tempos[0]?.bpm ?? 120}`,
      `beat_per_bar: ${first.num}`,
      `beat_unit: ${first.den}`,
      'time_signatures:',
      ...score.timeSignatures.map(
        (s) => `- bar_position: ${s.bar}\n  beat_per_bar: ${s.num}\n  beat_unit: ${s.den}`,
      ),
      'tempos:',
      ...score.tempos.map((t) => `- position: ${t.tick}\n  bpm: ${t.bpm}`),
      'tracks:',
      ...score.tracks.map(
        (t) =>
          `- singer: ""\n  phonemizer: OpenUtau.Core.DefaultPhonemizer\n  track_name: ${q(t.name || 'Track')}\n  mute: false\n  solo: false\n  volume: 0\n  pan: 0`,
      ),
      'voice_parts:',
      '',
    ].join('\n'),
  );
  const end = scoreEnd(score);
  score.tracks.forEach((t, i) => {
    out.write(
      `- name: ${q(t.name || 'New Part')}\n  comment: ""\n  track_no: ${i}\n  position: 0\n  duration: ${end}\n  notes:\n`,
    );
    for (const n of monophonic(t.notes)) out.write(note(n));
    out.write('  curves: []\n');
  });
  out.write('wave_parts: []\n');
  return out.done();
}
