import { describe, expect, it } from 'vitest';
import { ALL_SINGER_TAGS } from '../projects/tags';
import { matchSingerTags, normaliseSingerName, tagsOfName } from './match-singers';
import { SINGER_COMP_IDS } from './singer-table';
import { metaMusicLength, withoutNotes } from './meta';
import type { ProjectMeta } from './meta';
import { suggestFromMeta } from './suggest';

/** Every voice name of formats.md §3.2, with the tag it must give. */
const KNOWN_NAMES: Record<string, string[]> = {
  初音ミク: [
    'MIKU_V3_Original',
    'MIKU_V3_Sweet',
    'MIKU_V4X_Original_EVEC',
    'MIKU_V4X_Soft_EVEC',
    'MIKU_V4X_Solid_EVEC',
    'MIKU_V4X_Dark',
    'MIKU_V4X_Sweet',
    'MIKU_V4X_Beta_EVEC',
    'MIKU_V4_English',
    'miku JP',
    'miku EN',
    'Miku(V2)',
    'Miku',
  ],
  镜音RIN: [
    'RIN_V4X_Power_EVEC',
    'RIN_V4X_Sweet',
    'RIN_V4X_Warm',
    'RIN_V4X_Power/Warm',
    'RIN_V4_English',
    'Rin_ACT2(V2)',
    'rin JP',
  ],
  镜音LEN: [
    'LEN_V4X_Power_EVEC',
    'LEN_V4X_Serious',
    'LEN_V4X_Cold',
    'LEN_V4_English',
    'Len_ACT2(V2)',
    'Len_cold(V2)',
    'Len_power(V2)',
  ],
  巡音ルカ: ['LUKA_V4X_Hard', 'LUKA_V4X_Hard_EVEC', 'Luka_JPN(V2)', 'Luka_ENG(V2)'],
  GUMI: ['Megpoid_V4_Power', 'Megpoid_English'],
  IA: ['IA', 'IA_ROCKS'],
  结月缘: ['Yukari', 'Yukari_Jun', 'Yukari_Lin', 'Yukari_Onn'],
  VY1: ['VY1V3', 'VY1V4_Normal', 'VY1V4_Soft', 'VY1V4_Normal/Soft'],
  音街ウナ: ['UNAV4_Spicy', 'UNAV4_Sugar'],
  洛天依: [
    'Tianyi_CHN',
    'Luotianyi_CHN_Meng',
    'Luotianyi_CHN_Ning',
    'Luotianyi_JPN_Normal',
    'Luotianyi_JPN_Sweet',
    'TIANYI_V4_Normal',
    'Luo_Tianyi_Wan',
    'Luo_Tianyi_Ning',
    '洛天依·萌',
    '天依',
    '洛天依V4萌',
    '天依 萌/V4凝',
  ],
  乐正绫: ['YuezhenglingV3', '乐正绫', '乐正绫V3', '阿绫', '温柔绫', '低音-绫'],
  言和: ['YANHE', 'YANHE Soft', 'YANHE Soft2', 'YANHE_GENTLE', 'YANHE_gong', '言和'],
  乐正龙牙: ['YuezhengLongya_Chun', 'YuezhengLongya_Ya', 'YuezhengLongya_Chun/Ya', '乐正龙牙-淳/雅'],
  星尘: ['XINGCHEN_Original', 'Stardust', '星尘'],
  心华: ['Xin_Hua', 'Xinhua', 'XinhuaV4CHN', 'XinhuaJP_Natural', 'XinhuaJP_Power', '心华'],
  初音v4c: ['MIKU_V4_Chinese', 'MIKU_V4_Chinese_Patched'],
  墨清弦: ['Moqingxian'],
  徵羽摩柯: ['ZhiyuMoke', '攻柯', '徵羽摩柯V4'],
};

describe('singer names → tags (formats.md §3.2)', () => {
  for (const [tag, names] of Object.entries(KNOWN_NAMES)) {
    it.each(names)(`%s → ${tag}`, (name) => {
      expect(matchSingerTags([name], [])).toEqual({ tags: [tag], unmatched: [] });
    });
  }
  it('covers every recommended singer tag', () => {
    expect(Object.keys(KNOWN_NAMES).sort()).toEqual([...ALL_SINGER_TAGS].sort());
  });
});

describe('compIDs → tags', () => {
  it.each(Object.entries(SINGER_COMP_IDS))('%s → %s', (id, tag) => {
    expect(matchSingerTags([], [id])).toEqual({ tags: [tag], unmatched: [] });
    expect(matchSingerTags([], [id.toLowerCase()]).tags).toEqual([tag]);
  });
  it('only gives recommended tags', () => {
    for (const tag of Object.values(SINGER_COMP_IDS)) expect(ALL_SINGER_TAGS).toContain(tag);
  });
  it('records an unknown compID, and prefers compIDs over names', () => {
    expect(matchSingerTags(['我的声库'], ['BK8H76TAEHXWSKDB', 'ZZZZ'])).toEqual({
      tags: ['洛天依'],
      unmatched: ['compID:ZZZZ', '我的声库'],
    });
  });
});

describe('rules that must not confuse singers', () => {
  it('IA is not Tianyi and Tianyi is not IA', () => {
    expect(tagsOfName('Luotianyi_CHN_Meng')).toEqual(['洛天依']);
    expect(tagsOfName('TIANYI_V4_Normal')).toEqual(['洛天依']);
    expect(tagsOfName('Maria')).toEqual([]);
    expect(tagsOfName('IA ROCKS')).toEqual(['IA']);
  });
  it('RIN and LEN are anchored', () => {
    for (const name of ['Karin', 'Marine', 'Ringo', 'Lenka', 'Helena', 'String', 'Silent'])
      expect(tagsOfName(name)).toEqual([]);
    expect(tagsOfName('鏡音リン')).toEqual(['镜音RIN']);
    expect(tagsOfName('鏡音レン')).toEqual(['镜音LEN']);
  });
  it('初音v4c wins over 初音ミク', () => {
    expect(tagsOfName('MIKU_V4_Chinese')).toEqual(['初音v4c']);
    expect(tagsOfName('初音未来V4中文')).toEqual(['初音v4c']);
    expect(tagsOfName('初音ミク')).toEqual(['初音ミク']);
  });
  it('乐正龙牙 is not 乐正绫', () => {
    expect(tagsOfName('YuezhengLongya_Chun')).toEqual(['乐正龙牙']);
    expect(tagsOfName('YuezhenglingV3')).toEqual(['乐正绫']);
  });
  it('normalises full-width and case, and splits cross-synthesis pairs', () => {
    expect(normaliseSingerName('　ＭＩＫＵ＿Ｖ３　')).toBe('miku_v3');
    expect(tagsOfName('ＭＩＫＵ')).toEqual(['初音ミク']);
    expect(matchSingerTags(['MIKU_V4X_Original_EVEC/Tianyi_CHN'], []).tags).toEqual(['初音ミク', '洛天依']);
    expect(matchSingerTags(['天依、阿绫'], []).tags).toEqual(['洛天依', '乐正绫']);
  });
  it('lists unknown names once, keeping tag order', () => {
    expect(matchSingerTags(['uta', 'Kasane Teto', 'uta', 'YANHE', 'Tianyi_CHN', ' '], [])).toEqual({
      tags: ['言和', '洛天依'],
      unmatched: ['uta', 'Kasane Teto'],
    });
  });
});

function meta(
  tracks: Partial<ProjectMeta['tracks'][number]>[],
  extra: Partial<ProjectMeta> = {},
): ProjectMeta {
  return {
    format: 'vsqx4',
    engine: { synthesizer_type: 1, synthesizer_name: 'VOCALOID4' },
    ppq: 480,
    tempos: [{ tick: 0, bpm: 128 }],
    timeSignatures: [],
    durationSec: 65.4,
    warnings: [],
    tracks: tracks.map((t) => ({ name: 't', kind: 'vocal', singers: [], noteCount: 1, lyrics: '', ...t })),
    ...extra,
  };
}

describe('suggestFromMeta', () => {
  it('suggests type, length, language, tags and the main lyrics', () => {
    const s = suggestFromMeta(
      meta([
        { singers: ['MIKU_V4X_Original_EVEC'], language: 'ja', noteCount: 3, lyrics: 'さくら' },
        {
          singers: ['Luotianyi_CHN_Meng'],
          compIds: ['BK8H76TAEHXWSKDB'],
          language: 'zh',
          noteCount: 5,
          lyrics: '天依的歌',
        },
      ]),
      'vsqx',
    );
    expect(s).toMatchObject({
      synthesizer_type: 1,
      synthesizer_name: '',
      music_length: '01:05',
      language: '1',
      midi_language: '2',
      lyric: '天依的歌',
      bpm: 128,
      trick_num: '2',
      noteCount: 8,
    });
    expect(s.tags.sort()).toEqual(['初音ミク', '洛天依'].sort());
  });
  it('names other engines and drops singer tags for English', () => {
    const s = suggestFromMeta(
      meta([{ singers: ['MIKU_V4_English'], language: 'en' }], {
        format: 'svp',
        engine: { synthesizer_type: 2 },
      }),
      'vsqx',
    );
    expect(s).toMatchObject({ synthesizer_type: 2, synthesizer_name: 'SynthV', language: '3', tags: [] });
  });
  it('guesses the language from the tags when the file has no hint', () => {
    expect(suggestFromMeta(meta([{ singers: ['YANHE'] }]), 'vsqx').language).toBe('1');
    expect(suggestFromMeta(meta([{ singers: ['Yukari'] }]), 'vsqx').language).toBe('2');
    expect(suggestFromMeta(meta([{ singers: ['uta'] }]), 'vsqx')).toMatchObject({
      language: '',
      unmatched: ['uta'],
    });
  });
  it('caps MIDI lyrics at 1500 and reads trick_num from the MIDI shape', () => {
    const s = suggestFromMeta(
      meta([{ lyrics: 'あ'.repeat(2000), kind: 'midi' }], {
        format: 'mid',
        engine: { synthesizer_type: 3 },
        midi: { smfFormat: 1, multiTrack: false, encoding: 'utf-8' },
      }),
      'midi',
    );
    expect(s.lyric).toHaveLength(1500);
    expect(s.trick_num).toBe('1');
  });
});

describe('helpers', () => {
  it('formats music_length', () => {
    expect(metaMusicLength(0)).toBe('');
    expect(metaMusicLength(59.6)).toBe('01:00');
    expect(metaMusicLength(3725)).toBe('62:05');
    expect(metaMusicLength(Number.NaN)).toBe('');
  });
  it('drops the preview notes for the wire', () => {
    const m = meta([{ notes: [{ tick: 0, dur: 1, key: 60 }] }]);
    expect(withoutNotes(m).tracks[0]).not.toHaveProperty('notes');
    expect(m.tracks[0].notes).toHaveLength(1);
  });
});
