import { describe, expect, it } from 'vitest';
import iconv from 'iconv-lite';
import { matchSingerTags } from '@vsqx/domain';
import type { ProjectMeta } from '@vsqx/domain';
import { bufferSource } from './core/source';
import { extractFromSource } from './extract';
import { buildCcs, buildVsqx, MIKU_VOICE, TIANYI_VOICE, vsqxNotes } from './fixtures/xml-fixtures';
import { buildDv, buildMidi, buildSvipHeader, buildUst, buildVsq } from './fixtures/binary-fixtures';
import { buildS5p, buildSvp, buildVpr, vprJson } from './fixtures/archive-fixtures';

const read = (bytes: Uint8Array | string, ext: string) =>
  extractFromSource(bufferSource(`f.${ext}`, typeof bytes === 'string' ? Buffer.from(bytes) : bytes), ext);
const tags = (m: ProjectMeta) =>
  matchSingerTags(
    m.tracks.flatMap((t) => t.singers),
    m.tracks.flatMap((t) => t.compIds ?? []),
  ).tags.sort();
const notes = (n: number, lyric: string, key = 60) =>
  Array.from({ length: n }, (_, i) => ({ tick: i * 480, dur: 480, key: key + (i % 5), lyric }));

describe('vsqx', () => {
  it.each([3, 4] as const)(
    'VOCALOID %i: tempo, duration, tracks, notes, singers, lyrics',
    async (version) => {
      const m = await read(
        buildVsqx({
          version,
          title: '千本桜',
          bpm: 150,
          tracks: [
            { name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(10, 'さ') },
            { name: '天依', voice: TIANYI_VOICE, notes: vsqxNotes(20, '天', 1920) },
          ],
        }),
        'vsqx',
      );
      expect(m).toMatchObject({
        format: `vsqx${version}`,
        engine: { synthesizer_type: 1, synthesizer_name: `VOCALOID${version}` },
        title: '千本桜',
        tempos: [{ tick: 0, bpm: 150 }],
      });
      // Last note ends at 1920 + 20 beats = 24 beats after the one-measure pre-roll; at 150 bpm 0.4 s a beat.
      expect(m.durationSec).toBeCloseTo(9.6, 2);
      const vocal = m.tracks.filter((t) => t.kind === 'vocal');
      expect(vocal.map((t) => [t.name, t.noteCount, t.language])).toEqual([
        ['Miku', 10, 'ja'],
        ['天依', 20, 'zh'],
      ]);
      expect(vocal[0].lyrics).toBe('ささささささささささ');
      expect(vocal[1].notes?.[0]).toEqual({ tick: 1920, dur: 480, key: 60 });
      expect(tags(m)).toEqual(['初音ミク', '洛天依'].sort());
      expect(m.tracks.some((t) => t.kind === 'audio')).toBe(true);
    },
  );
  it('a part without a singer event sings with the only voice of the table', async () => {
    const { demoVsqx } = await import('../../seed/demo-files');
    const m = await read(demoVsqx('t', 'Miku', ['ら', 'ら']), 'vsqx');
    expect(m.tracks[0]).toMatchObject({
      singers: ['Miku'],
      compIds: ['BCNFCY43LB2LZCD4'],
      language: 'ja',
      noteCount: 2,
    });
  });
  it('follows tempo changes through the duration', async () => {
    const m = await read(
      buildVsqx({
        version: 4,
        bpm: 120,
        tempoChange: [1920, 60],
        tracks: [{ name: 'a', voice: MIKU_VOICE, notes: vsqxNotes(8, 'a') }],
      }),
      'vsqx',
    );
    // 4 beats at 120 (2 s) then 4 beats at 60 (4 s).
    expect(m.durationSec).toBeCloseTo(6, 2);
    expect(m.tempos).toEqual([
      { tick: 0, bpm: 120 },
      { tick: 1920, bpm: 60 },
    ]);
  });
});

describe('vpr', () => {
  const json = vprJson({
    bpm: 100,
    voices: [],
    tracks: [{ name: '主唱', compID: 'BP8CDDH5M7XN2PED', langID: 4, notes: notes(6, '天') }],
  });
  it.each([false, true])(
    'reads sequence.json (backslash path %s), even with an empty voice list',
    async (backslash) => {
      const m = await read(buildVpr(json, backslash), 'vpr');
      expect(m).toMatchObject({
        format: 'vpr',
        engine: { synthesizer_type: 1, synthesizer_name: 'VOCALOID5' },
        tempos: [{ tick: 0, bpm: 100 }],
      });
      expect(m.tracks.map((t) => [t.kind, t.noteCount, t.language])).toEqual([
        ['vocal', 6, 'zh'],
        ['audio', 0, undefined],
      ]);
      expect(m.durationSec).toBeCloseTo(((1920 + 6 * 480) / 480) * 0.6, 2);
      expect(tags(m)).toEqual(['洛天依']);
      expect(m.tracks[0].lyrics).toBe('天天天天天天');
    },
  );
});

describe('vsq (VOCALOID 2 in MIDI)', () => {
  it('reads the DM: INI text in Shift-JIS', async () => {
    const m = await read(
      buildVsq({ singer: 'Miku', name: 'ミクの歌', preMeasure: 1, bpm: 120, notes: notes(4, 'ら') }),
      'vsq',
    );
    expect(m).toMatchObject({
      format: 'vsq',
      engine: { synthesizer_type: 1 },
      tempos: [{ tick: 0, bpm: 120 }],
    });
    expect(m.tracks.map((t) => [t.name, t.noteCount, t.lyrics, t.singers])).toEqual([
      ['ミクの歌', 4, 'らららら', ['Miku']],
    ]);
    expect(m.durationSec).toBeCloseTo(2, 2);
    expect(tags(m)).toEqual(['初音ミク']);
  });
});

describe('ccs', () => {
  it('reads CeVIO units at 960 ppq after the one-measure pre-roll', async () => {
    const xml = buildCcs({
      bpm: 90,
      units: [
        {
          group: 'IA歌',
          singer: 'IA',
          notes: [0, 960, 1920].map((c) => ({ clock960: c, dur960: 960, key: 64, lyric: 'あ' })),
        },
      ],
    });
    const m = await read(xml, 'ccs');
    expect(m).toMatchObject({
      format: 'ccs',
      engine: { synthesizer_type: 2, synthesizer_name: 'CeVIO' },
      tempos: [{ tick: 0, bpm: 90 }],
    });
    expect(m.tracks.map((t) => [t.name, t.noteCount, t.lyrics, t.language])).toEqual([
      ['IA歌', 3, 'あああ', 'ja'],
    ]);
    expect(m.tracks[0].notes?.[1]).toEqual({ tick: 480, dur: 480, key: 64 });
    expect(m.durationSec).toBeCloseTo(2, 2);
    expect(tags(m)).toEqual(['IA']);
  });
});

describe('Synthesizer V', () => {
  it('svp: tracks, database singer and language, library refs, trailing NUL', async () => {
    const m = await read(
      buildSvp({
        bpm: 120,
        tracks: [
          { name: 'Teto', singer: 'Kasane Teto', language: 'japanese', notes: notes(4, 'て') },
          { name: '星尘', singer: 'Stardust', language: 'mandarin', notes: notes(2, '星') },
        ],
        libraryRef: { offsetTicks: 4800, notes: notes(2, 'ら') },
      }),
      'svp',
    );
    expect(m).toMatchObject({ format: 'svp', engine: { synthesizer_type: 2, synthesizer_name: 'SynthV' } });
    expect(m.tracks.map((t) => [t.noteCount, t.language, t.singers])).toEqual([
      [6, 'ja', ['Kasane Teto']],
      [2, 'zh', ['Stardust']],
    ]);
    expect(m.durationSec).toBeCloseTo(((4800 + 960) / 480) * 0.5, 2);
    expect(
      matchSingerTags(
        m.tracks.flatMap((t) => t.singers),
        [],
      ),
    ).toEqual({ tags: ['星尘'], unmatched: ['Kasane Teto'] });
  });
  it('s5p: cut at the last brace', async () => {
    const m = await read(
      buildS5p({ bpm: 140, tracks: [{ name: 'a', dbName: 'YANHE', notes: notes(7, 'yan') }] }),
      's5p',
    );
    expect(m).toMatchObject({ format: 's5p', tempos: [{ tick: 0, bpm: 140 }] });
    expect(m.tracks[0]).toMatchObject({
      noteCount: 7,
      singers: ['YANHE'],
      lyrics: 'yan yan yan yan yan yan yan',
    });
    expect(tags(m)).toEqual(['言和']);
  });
});

describe('DeepVocal / Sharpkey', () => {
  const dv = buildDv({
    bpm: 128,
    singer: '乐正绫',
    trackName: 'vocal',
    notes: [0, 480, 960].map((t) => ({ tick: t, dur: 480, key: 62, pinyin: 'ling', word: '绫' })),
  });
  it.each(['dv', 'sk'] as const)('%s: tempo, pre-roll, notes (key = 115 - value), singer', async (ext) => {
    const m = await read(dv, ext);
    expect(m).toMatchObject({
      format: ext,
      engine: { synthesizer_name: ext === 'dv' ? 'DeepVocal' : 'Sharpkey' },
      tempos: [{ tick: 0, bpm: 128 }],
      timeSignatures: [{ bar: 0, num: 4, den: 4 }],
    });
    expect(m.tracks[0]).toMatchObject({
      noteCount: 3,
      lyrics: '绫绫绫',
      language: 'zh',
      singers: ['乐正绫'],
    });
    expect(m.tracks[0].notes?.[0]).toEqual({ tick: 0, dur: 480, key: 62 });
    expect(m.durationSec).toBeCloseTo((3 * 60) / 128, 2);
    expect(tags(m)).toEqual(['乐正绫']);
  });
  it('refuses truncated copies without hanging', async () => {
    for (const cut of [10, 40, dv.length - 3])
      await expect(read(dv.subarray(0, cut), 'dv')).rejects.toThrow();
  });
});

describe('UTAU', () => {
  const spec = {
    tempo: 120,
    project: '歌',
    voiceDir: 'voice\\重音テト',
    notes: [
      { len: 480, lyric: 'か', key: 60 },
      { len: 480, lyric: 'R', key: 60 },
      { len: 960, lyric: 'な', key: 62, tempo: 60 },
    ],
  };
  it.each(['shift_jis', 'gb18030', 'utf-8'])(
    '%s: rests advance time, per-note tempo, VoiceDir singer',
    async (encoding) => {
      const m = await read(buildUst({ ...spec, encoding }), 'ust');
      expect(m).toMatchObject({
        format: 'ust',
        title: '歌',
        engine: { synthesizer_name: 'UTAU' },
        tempos: [
          { tick: 0, bpm: 120 },
          { tick: 960, bpm: 60 },
        ],
      });
      expect(m.tracks[0]).toMatchObject({
        noteCount: 2,
        singers: ['重音テト'],
        lyrics: 'か\nな',
        language: 'ja',
      });
      expect(m.durationSec).toBeCloseTo(1 + 2, 2);
    },
  );
  it('detects GBK from Chinese users', async () => {
    const m = await read(
      buildUst({
        tempo: 100,
        project: '中文工程',
        voiceDir: '言和',
        notes: [
          { len: 480, lyric: '我们', key: 60 },
          { len: 480, lyric: '唱歌', key: 60 },
        ],
        encoding: 'gbk',
      }),
      'ust',
    );
    expect(m.tracks[0]).toMatchObject({ lyrics: '我们唱歌', language: 'zh', singers: ['言和'] });
    expect(m.title).toBe('中文工程');
  });
});

describe('MIDI', () => {
  it('multi-track with lyrics in GBK, Shift-JIS and UTF-8', async () => {
    for (const [encoding, lyric, lang] of [
      ['gbk', '天', 'zh'],
      ['shift_jis', 'さ', 'ja'],
      ['utf-8', '天', 'zh'],
    ] as const) {
      const m = await read(
        buildMidi(
          [
            { name: `主旋律`, notes: notes(4, lyric) },
            { name: 'Bass', notes: notes(8, '', 40).map(({ lyric: _l, ...n }) => n) },
          ],
          { bpm: 100, encoding },
        ),
        'mid',
      );
      expect(m).toMatchObject({
        format: 'mid',
        engine: { synthesizer_type: 3 },
        tempos: [{ tick: 0, bpm: 100 }],
        midi: { smfFormat: 1, multiTrack: true },
      });
      expect(m.tracks.map((t) => [t.name, t.noteCount])).toEqual([
        ['主旋律', 4],
        ['Bass', 8],
      ]);
      expect(m.tracks[0]).toMatchObject({ lyrics: lyric.repeat(4), language: lang });
      expect(m.durationSec).toBeCloseTo(8 * 0.6, 2);
    }
  });
  it('single track, and format 0 counted by channel', async () => {
    expect((await read(buildMidi([{ name: 'melody', notes: notes(3, '') }]), 'mid')).midi?.multiTrack).toBe(
      false,
    );
    const at96 = notes(3, '').map((n) => ({ ...n, tick: n.tick / 5, dur: 96 }));
    const f0 = await read(
      buildMidi(
        [
          { name: 'a', notes: at96, channel: 0 },
          { name: 'b', notes: at96, channel: 1 },
        ],
        { format: 0, ppq: 96 },
      ),
      'mid',
    );
    expect(f0.midi).toMatchObject({ smfFormat: 0, multiTrack: true });
    expect(f0.tracks).toHaveLength(2);
    expect(f0.tracks[0].notes?.[1]).toEqual({ tick: 480, dur: 480, key: 61 });
  });
  it('reads a truncated file as far as it goes, and refuses garbage', async () => {
    const full = buildMidi([{ name: 'm', notes: notes(50, '') }]);
    const cut = await read(full.subarray(0, full.length - 100), 'mid');
    expect(cut.tracks[0].noteCount).toBeGreaterThan(30);
    expect(cut.warnings.join()).toMatch(/truncated/);
    await expect(read(Buffer.from('MThd\0\0\0\x06\0\x01\0\x01\x80\x00'), 'mid')).rejects.toThrow();
  });
});

describe('svip and others', () => {
  it('svip: engine and version from the header', async () => {
    const m = await read(buildSvipHeader('7.0.0'), 'svip');
    expect(m).toMatchObject({
      format: 'svip',
      engine: { synthesizer_type: 2, synthesizer_name: 'X Studio', version: '7.0.0' },
      tracks: [],
    });
  });
  it('lua and unknown bytes have no metadata', async () => {
    await expect(read('print(1)', 'lua')).rejects.toThrow();
    await expect(read(iconv.encode('hello', 'utf-8'), 'vsqx')).rejects.toThrow();
  });
});
