import type { EnumOption } from '../common/labels';

export type MusicType = 1 | 2;
export const MUSIC_TYPES: readonly EnumOption<MusicType>[] = [
  { value: 1, label: { zh: '原创', en: 'Original' } },
  { value: 2, label: { zh: '搬运', en: 'Repost' } },
];

/** Project languages (spec §3): '1' Chinese, '2' Japanese, '3' English, '4' other. */
export type MusicLanguage = '1' | '2' | '3' | '4';
export const MUSIC_LANGUAGES: readonly EnumOption<MusicLanguage>[] = [
  { value: '1', label: { zh: '中文', en: 'Chinese' } },
  { value: '2', label: { zh: '日语', en: 'Japanese' } },
  { value: '3', label: { zh: '英语', en: 'English' } },
  { value: '4', label: { zh: '其他', en: 'Other' } },
];

/** Tuning levels 1-4; the rating control has 3 stars and 4 means master tuning (spec §5). */
export type MusicLevel = 1 | 2 | 3 | 4;
export const MUSIC_LEVELS: readonly EnumOption<MusicLevel>[] = [
  { value: 1, label: { zh: '无调教', en: 'No tuning' } },
  { value: 2, label: { zh: '轻调教', en: 'Light tuning' } },
  { value: 3, label: { zh: '有调教', en: 'Tuned' } },
  { value: 4, label: { zh: '神调教', en: 'Master tuning' } },
];
export const MASTER_TUNING_LEVEL: MusicLevel = 4;

export type SynthesizerType = 1 | 2 | 3 | 4;
export const SYNTHESIZER_TYPES: readonly EnumOption<SynthesizerType>[] = [
  { value: 1, label: { zh: 'Vocaloid', en: 'Vocaloid' } },
  { value: 2, label: { zh: '其他歌声合成引擎', en: 'Other engine' } },
  { value: 3, label: { zh: 'MIDI', en: 'MIDI' } },
  { value: 4, label: { zh: '插件工具', en: 'Plugin tool' } },
];
export const OTHER_ENGINE_TYPE: SynthesizerType = 2;
export const ENGINE_SUGGESTIONS = [
  'SynthV',
  'UTAU',
  'DeepVocal',
  'Sharpkey',
  'X Studio',
  'ACE Studio',
] as const;

/** b_type: 1 = BV video id, 2 = AU audio number. */
export type BType = 1 | 2;
export const B_TYPES: readonly EnumOption<BType>[] = [
  { value: 1, label: { zh: 'BV号', en: 'BV id' } },
  { value: 2, label: { zh: 'AU号', en: 'AU number' } },
];

/** upload_finish: 1 ready, 2 being transferred (spec §4). */
export const UPLOAD_READY = 1;
export const UPLOAD_TRANSFERRING = 2;
