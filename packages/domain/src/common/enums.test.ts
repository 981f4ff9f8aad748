import { describe, expect, it } from 'vitest';
import { MUSIC_LANGUAGES, MUSIC_LEVELS, SYNTHESIZER_TYPES, MUSIC_TYPES, B_TYPES } from '../projects/enums';
import {
  checkAddCustomTag,
  checkTagList,
  PROJECT_TAG_RULES,
  singerTagsFor,
  splitTags,
} from '../projects/tags';
import { MIDI_PRESET_TAGS, MIDI_RESERVED_TAGS, MIDI_LANGUAGES, TRICK_NUMS } from '../midi/enums';
import { ARTICLE_AGREEMENTS, ARTICLE_AUTHOR_TYPES, ARTICLE_TYPES } from '../articles/enums';
import { APPLY_STATUSES, APPLY_NOTICE_TYPES, applyMatchesFilter } from '../licence-requests/enums';
import { canMoveSuggestion, SUGGEST_STATUSES } from '../suggestions/enums';
import { MESSAGE_KINDS, parseMentions, scenePath, SCENES } from '../messages/enums';
import { GENDERS } from '../profile/enums';

describe('enums of spec §3 carry both labels', () => {
  const all = {
    MUSIC_LANGUAGES,
    MUSIC_LEVELS,
    SYNTHESIZER_TYPES,
    MUSIC_TYPES,
    B_TYPES,
    MIDI_LANGUAGES,
    TRICK_NUMS,
    ARTICLE_AGREEMENTS,
    ARTICLE_AUTHOR_TYPES,
    ARTICLE_TYPES,
    APPLY_STATUSES,
    APPLY_NOTICE_TYPES,
    SUGGEST_STATUSES,
    MESSAGE_KINDS,
    SCENES,
    GENDERS,
  };
  it.each(Object.entries(all))('%s', (_name, options) => {
    for (const o of options) {
      expect(o.label.zh).toBeTruthy();
      expect(o.label.en).toBeTruthy();
    }
  });
  it('has the spec values', () => {
    expect(MUSIC_LANGUAGES.map((l) => l.value)).toEqual(['1', '2', '3', '4']);
    expect(MUSIC_LEVELS.find((l) => l.value === 4)?.label.zh).toBe('神调教');
    expect(SYNTHESIZER_TYPES.map((s) => s.value)).toEqual([1, 2, 3, 4]);
    expect(ARTICLE_TYPES.map((a) => a.label.zh)).toEqual([
      '调教入门教程',
      '调教进阶技巧',
      '调教工具',
      '调教故事',
    ]);
    expect(SUGGEST_STATUSES.map((s) => s.value)).toEqual([1, 2, 3, 4]);
    expect(MIDI_PRESET_TAGS).toHaveLength(8);
    expect(MIDI_RESERVED_TAGS).toContain('儿歌');
  });
});

describe('tag rules (spec §5)', () => {
  it('shows singer tags only for Chinese or Japanese', () => {
    expect(singerTagsFor('1')).toContain('洛天依');
    expect(singerTagsFor('2')).toContain('初音ミク');
    expect(singerTagsFor('3')).toEqual([]);
  });
  it('checks adding a custom tag', () => {
    expect(checkAddCustomTag([], '  ', PROJECT_TAG_RULES)).toBe('tagEmpty');
    expect(checkAddCustomTag(['a'], 'a', PROJECT_TAG_RULES)).toBe('tagDuplicate');
    expect(checkAddCustomTag([], '古风', PROJECT_TAG_RULES)).toBe('tagDuplicate');
    expect(checkAddCustomTag(['a', 'b', 'c', 'd', 'e'], 'f', PROJECT_TAG_RULES)).toBe('customTagsMax');
    const ten = ['洛天依', '乐正绫', '言和', '星尘', '心华', 'a', 'b', 'c', 'd', 'e'];
    expect(checkAddCustomTag(ten, 'z', PROJECT_TAG_RULES)).toBe('tagsMax');
    expect(checkAddCustomTag(['a'], 'b', PROJECT_TAG_RULES)).toBeNull();
  });
  it('checks a submitted list', () => {
    expect(checkTagList([], PROJECT_TAG_RULES)).toBe('tagsRequired');
    expect(checkTagList(['古风', '古风'], PROJECT_TAG_RULES)).toBe('tagDuplicate');
    expect(checkTagList(['a', 'b', 'c', 'd', 'e', 'f'], PROJECT_TAG_RULES)).toBe('customTagsMax');
    expect(
      checkTagList(
        Array.from({ length: 11 }, (_, i) => `t${i}`),
        PROJECT_TAG_RULES,
      ),
    ).toBe('tagsMax');
    expect(checkTagList(['古风', '洛天依', 'mine'], PROJECT_TAG_RULES)).toBeNull();
    expect(splitTags('古风, 洛天依,,mine，x')).toEqual(['古风', '洛天依', 'mine', 'x']);
  });
});

describe('state rules', () => {
  it('filters licence requests, status 5 as refused', () => {
    expect(applyMatchesFilter(5, 'refuse')).toBe(true);
    expect(applyMatchesFilter(3, 'refuse')).toBe(true);
    expect(applyMatchesFilter(1, 'replying')).toBe(true);
    expect(applyMatchesFilter(2, 'replying')).toBe(false);
    expect(applyMatchesFilter(2, 'all')).toBe(true);
  });
  it('moves suggestions only 1→2, 1→3, 2→4', () => {
    const legal = [
      [1, 2],
      [1, 3],
      [2, 4],
    ];
    for (const from of [1, 2, 3, 4] as const) {
      for (const to of [1, 2, 3, 4] as const) {
        expect(canMoveSuggestion(from, to)).toBe(legal.some(([a, b]) => a === from && b === to));
      }
    }
  });
  it('parses mentions once each and maps scenes to paths', () => {
    expect(parseMentions('hi @miku_p and @洛天依厨 and @miku_p again, mail a@b')).toEqual([
      'miku_p',
      '洛天依厨',
    ]);
    expect(parseMentions('@x')).toEqual([]);
    expect(scenePath(1, 4)).toBe('/project/vn4');
    expect(scenePath(2, 4)).toBe('/article/an4');
    expect(scenePath(3, 4)).toBe('/square/sn4');
  });
});
