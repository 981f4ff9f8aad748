import type { EnumOption } from '../common/labels';

/** midi_type: '1' original / own work, '2' repost. */
export type MidiType = '1' | '2';
export const MIDI_TYPES: readonly EnumOption<MidiType>[] = [
  { value: '1', label: { zh: '原创/自制', en: 'Original / own work' } },
  { value: '2', label: { zh: '搬运', en: 'Repost' } },
];

/**
 * midi_language. The edit page reads '1' as Japanese and anything else as Chinese (spec §3); the overview
 * lists a wider set, which we keep so no stored value is lost.
 */
export type MidiLanguage = '1' | '2' | '3' | '4';
export const MIDI_LANGUAGES: readonly EnumOption<MidiLanguage>[] = [
  { value: '1', label: { zh: '日语', en: 'Japanese' } },
  { value: '2', label: { zh: '中文', en: 'Chinese' } },
  { value: '3', label: { zh: '英语', en: 'English' } },
  { value: '4', label: { zh: '其他', en: 'Other' } },
];

/** trick_num: '1' single track, '2' multi-track. */
export type TrickNum = '1' | '2';
export const TRICK_NUMS: readonly EnumOption<TrickNum>[] = [
  { value: '1', label: { zh: '单轨', en: 'Single track' } },
  { value: '2', label: { zh: '多轨', en: 'Multi-track' } },
];

/** The 8 preset tags and the words reserved from custom tags (spec §5 "MIDI edit"). */
export const MIDI_PRESET_TAGS = [
  '流行曲',
  '古风',
  '新人作',
  'V家',
  'ACG',
  '名曲翻唱',
  '名P作品',
  '语调教',
] as const;
export const MIDI_RESERVED_TAGS = [
  '古风',
  '流行曲',
  '儿歌',
  '名曲翻唱',
  '语调教',
  '名P作品',
  '新人作',
] as const;

/** The text markers of update_upload_submit_midi.php (spec §8). */
export const MIDI_MARKERS = {
  success: 'success',
  successFile: 'success_file',
  errorUploading: 'error_uploading',
  errorUserVerify1: 'error_user_verify1',
  errorUserVerify2: 'error_user_verify2',
  errorUploading1: 'error_uploading1',
  errorUploading2: 'error_uploading2',
  errorEnd: 'error_End',
  errorUserVerify: 'error_user_verify',
} as const;
