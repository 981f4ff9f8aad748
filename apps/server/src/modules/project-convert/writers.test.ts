import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { CONVERT_FORMATS } from '@vsqx/domain';
import type { Score } from './model';
import { writeScore } from './writers';
import { joinChunks } from './writers/text-out';
import { monophonic } from './writers/notes';
import { READ_BACK } from './testing/independent-readers';
import { safeFileName } from '../../lib/file-name';

const SOURCE = {
  url: 'https://example.test/project/vn7',
  title: '测试工程',
  author: 'p',
  licence: '禁止二次发布',
};

/** What the corpus lacks: tempo and metre changes, a slur, an empty lyric, a rest, two tracks. */
const score = (): Score => ({
  format: 'svp',
  title: 'Untitled',
  phonemes: 'synthv',
  tempos: [
    { tick: 0, bpm: 120 },
    { tick: 1920, bpm: 90.5 },
    { tick: 4800, bpm: 140 },
  ],
  timeSignatures: [
    { bar: 0, num: 4, den: 4 },
    { bar: 2, num: 3, den: 4 },
  ],
  tracks: [
    {
      name: 'Lead',
      notes: [
        { tick: 0, dur: 480, key: 60, lyric: 'ら' },
        { tick: 480, dur: 480, key: 62, lyric: '-' },
        { tick: 1920, dur: 960, key: 64, lyric: '' },
        // A rest from 2880 to 4320, with the tempo change at 4800 inside the next note (4320-5280).
        { tick: 4320, dur: 960, key: 65, lyric: 'la' },
      ],
    },
    { name: 'Harmony', notes: [{ tick: 960, dur: 480, key: 55, lyric: 'あ' }] },
  ],
  truncated: false,
});

const read = (target: (typeof CONVERT_FORMATS)[number], s = score(), charset?: 'shift_jis' | 'utf-8') =>
  READ_BACK[target](joinChunks(writeScore(s, target, { source: SOURCE, charset }).chunks));

describe('writers, read back by independent parsers', () => {
  it.each(['mid', 'ustx', 'svp', 'vsqx'] as const)(
    '%s keeps every tempo and time-signature change',
    (target) => {
      const back = read(target);
      expect(back.tempos.map((t) => [t.tick, Math.round(t.bpm * 100) / 100])).toEqual([
        [0, 120],
        [1920, 90.5],
        [4800, 140],
      ]);
      expect(back.timeSignatures).toEqual(score().timeSignatures);
      expect(back.tracks.map((t) => t.notes.length)).toEqual([4, 1]);
    },
  );

  it('UST: rests fill the gaps; a tempo change inside a note moves to its start (UST has nowhere else for it)', () => {
    const back = read('ust');
    expect(back.tracks[0].notes.map((n) => [n.tick, n.dur, n.lyric])).toEqual([
      [0, 480, 'ら'],
      [480, 480, '-'],
      [1920, 960, 'a'],
      [4320, 960, 'la'],
    ]);
    expect(back.tempos).toEqual([
      { tick: 0, bpm: 120 },
      { tick: 1920, bpm: 90.5 },
      { tick: 4320, bpm: 140 },
    ]);
  });

  it('UST: a tempo change inside a rest splits the rest, so it keeps its place', () => {
    const s = score();
    s.tempos[2] = { tick: 3360, bpm: 140 };
    expect(read('ust', s).tempos.map((t) => t.tick)).toEqual([0, 1920, 3360]);
  });

  it('UST: several tracks are a zip of one file per track; Shift-JIS unless asked otherwise', () => {
    const w = writeScore(score(), 'ust', { source: SOURCE });
    expect(w.ext).toBe('zip');
    expect(read('ust').tracks.map((t) => t.notes.length)).toEqual([4, 1]);
    const one = { ...score(), tracks: [score().tracks[1]] };
    const bytes = Buffer.from(joinChunks(writeScore(one, 'ust', { source: SOURCE }).chunks));
    expect(bytes.includes(iconv.encode('Lyric=あ', 'shift_jis'))).toBe(true);
    // The project name Shift-JIS lacks (测) does not force UTF-8: only lyrics decide.
    expect(bytes.toString('latin1')).not.toContain('Charset=');
    const utf8 = Buffer.from(
      joinChunks(writeScore(one, 'ust', { source: SOURCE, charset: 'utf-8' }).chunks),
    ).toString('utf8');
    expect(utf8).toContain('Charset=UTF-8');
    expect(utf8).toContain('Lyric=あ');
  });

  it('slurs are spelled the target way, and an empty lyric is the default lyric (MIDI: no lyric event)', () => {
    expect(read('ustx').tracks[0].notes.map((n) => n.lyric)).toEqual(['ら', '+~', 'a', 'la']);
    expect(read('svp').tracks[0].notes.map((n) => n.lyric)).toEqual(['ら', '-', 'a', 'la']);
    expect(read('mid').tracks[0].notes.map((n) => n.lyric)).toEqual(['ら', '-', '', 'la']);
  });

  it('MIDI text is UTF-8, or Shift-JIS on request', () => {
    const bytes = Buffer.from(
      joinChunks(writeScore(score(), 'mid', { source: SOURCE, charset: 'shift_jis' }).chunks),
    );
    expect(bytes.includes(iconv.encode('ら', 'shift_jis'))).toBe(true);
    expect(bytes.includes(Buffer.from('ら'))).toBe(false);
  });

  it('hostile text stays text: XML, YAML and JSON specials in names and lyrics read back unchanged', () => {
    const nasty = ']]><x a="1">&amp;\'"\\: - [#0000]';
    const s = score();
    s.tracks[0].name = nasty;
    s.tracks[0].notes[0].lyric = nasty;
    for (const target of ['ustx', 'svp', 'vsqx'] as const) {
      const back = read(target, s);
      expect(back.tracks[0].name, target).toBe(nasty);
      expect(back.tracks[0].notes[0].lyric, target).toBe(nasty);
    }
  });
});

describe('monophonic', () => {
  it('ends a note where the next starts, and of notes starting together keeps the highest', () => {
    const notes = [
      { tick: 0, dur: 960, key: 60, lyric: 'a' },
      { tick: 480, dur: 480, key: 55, lyric: 'b' },
      { tick: 480, dur: 480, key: 67, lyric: 'c' },
    ];
    expect(monophonic(notes).map((n) => [n.tick, n.dur, n.lyric])).toEqual([
      [0, 480, 'a'],
      [480, 480, 'c'],
    ]);
  });
});

describe('safeFileName', () => {
  it('keeps Chinese and Japanese, replaces what file systems refuse, never answers empty', () => {
    expect(safeFileName('千本桜 / 初音ミク: <v2>?')).toBe('千本桜 _ 初音ミク_ _v2__');
    expect(safeFileName('...')).toBe('project');
    expect(safeFileName('CON')).toBe('_CON');
    expect(Array.from(safeFileName('长'.repeat(200)))).toHaveLength(80);
  });
});
