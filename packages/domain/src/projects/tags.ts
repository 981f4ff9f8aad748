import { LIMITS } from '../common/limits';
import type { MessageKey } from '../common/messages';
import type { MusicLanguage } from './enums';

/** Recommended tags of spec §5. */
export const JAPANESE_SINGER_TAGS = [
  '初音ミク',
  '镜音RIN',
  '镜音LEN',
  '巡音ルカ',
  'GUMI',
  'IA',
  '结月缘',
  'VY1',
  '音街ウナ',
] as const;
export const CHINESE_SINGER_TAGS = [
  '洛天依',
  '乐正绫',
  '言和',
  '乐正龙牙',
  '星尘',
  '心华',
  '初音v4c',
  '墨清弦',
  '徵羽摩柯',
] as const;
export const PROJECT_TYPE_TAGS = [
  '古风',
  '流行曲',
  '神调教',
  'V5',
  '语调教',
  '名曲翻唱',
  '名P作品',
  '新人作',
] as const;

/** Singer tags show only for Chinese or Japanese (spec §5). */
export function singerTagsFor(language: MusicLanguage | string): readonly string[] {
  if (language === '1') return CHINESE_SINGER_TAGS;
  if (language === '2') return JAPANESE_SINGER_TAGS;
  return [];
}

export const ALL_SINGER_TAGS: readonly string[] = [...JAPANESE_SINGER_TAGS, ...CHINESE_SINGER_TAGS];
export const PROJECT_RECOMMENDED_TAGS: readonly string[] = [...ALL_SINGER_TAGS, ...PROJECT_TYPE_TAGS];

export const TAG_MAX_LENGTH = 20;

/** Splits the wire form (comma-joined) into tags, trimming and dropping blanks. */
export function splitTags(selected: string | null | undefined): string[] {
  return (selected ?? '')
    .split(/[,，]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

export interface TagRules {
  recommended: readonly string[];
  /** Words that cannot be custom tags (MIDI, spec §5). */
  reserved?: readonly string[];
  maxMessage: MessageKey;
  duplicateMessage: MessageKey;
  /**
   * What the cap of 10 counts: every selected tag (projects, spec §5 "max 10 selected"), or only the
   * presets (MIDI, spec §5 "at most 10 preset tags ... custom tags max 5", so 8 presets + 5 custom fit).
   */
  capCounts: 'all' | 'presets';
}

/** The tags the cap of 10 counts under `rules`. */
export function cappedTagCount(tags: readonly string[], rules: TagRules): number {
  return rules.capCounts === 'all' ? tags.length : tags.filter((t) => rules.recommended.includes(t)).length;
}

/** How many tags one selection can hold in all under `rules` (10 for projects, 8 presets + 5 for MIDI). */
export function maxSelectableTags(rules: TagRules): number {
  return rules.capCounts === 'all'
    ? LIMITS.tagsMax
    : Math.min(LIMITS.tagsMax, rules.recommended.length) + LIMITS.customTagsMax;
}

/**
 * Checks adding one custom tag to a selection; answers the message key of the first broken rule, or null.
 * Used by the tag picker in the browser; the server checks the final list with `checkTagList`.
 */
export function checkAddCustomTag(
  selected: readonly string[],
  input: string,
  rules: TagRules,
): MessageKey | null {
  const tag = input.trim();
  if (!tag) return 'tagEmpty';
  if (tag.length > TAG_MAX_LENGTH) return 'tagTooLong';
  if (selected.includes(tag) || rules.recommended.includes(tag)) return rules.duplicateMessage;
  if (rules.reserved?.includes(tag)) return 'tagReserved';
  // A custom tag counts toward the cap of 10 only where every tag does (projects).
  if (rules.capCounts === 'all' && selected.length >= LIMITS.tagsMax) return rules.maxMessage;
  const custom = selected.filter((t) => !rules.recommended.includes(t));
  if (custom.length >= LIMITS.customTagsMax) return 'customTagsMax';
  return null;
}

/** Checks a submitted tag list (server and submit button): at least one, at most 10 (as `capCounts` says), at most 5 custom. */
export function checkTagList(tags: readonly string[], rules: TagRules): MessageKey | null {
  if (tags.length === 0) return 'tagsRequired';
  if (new Set(tags).size !== tags.length) return rules.duplicateMessage;
  if (cappedTagCount(tags, rules) > LIMITS.tagsMax) return rules.maxMessage;
  if (tags.some((t) => t.length > TAG_MAX_LENGTH)) return 'tagTooLong';
  const custom = tags.filter((t) => !rules.recommended.includes(t));
  if (custom.some((t) => rules.reserved?.includes(t))) return 'tagReserved';
  if (custom.length > LIMITS.customTagsMax) return 'customTagsMax';
  return null;
}

export const PROJECT_TAG_RULES: TagRules = {
  recommended: PROJECT_RECOMMENDED_TAGS,
  maxMessage: 'tagsMax',
  duplicateMessage: 'tagDuplicate',
  capCounts: 'all',
};
