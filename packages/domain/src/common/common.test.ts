import { describe, expect, it } from 'vitest';
import { formatRelativeTime, formatFullDate } from './relative-time';
import { popularityScore } from './popularity';
import { fileExtension, LIMITS, PROJECT_FILE_EXTENSIONS } from './limits';
import { langFromLocale, labelOf } from './labels';
import { MESSAGE_SECONDS, MESSAGES, msg } from './messages';
import { parsePageParam } from './paging';
import { AGREEMENTS } from '../licences/licences';

const now = new Date(2026, 10, 22, 12, 0, 0);
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const H = 60 * MIN;
const D = 24 * H;

describe('relative time (favourites)', () => {
  it.each([
    [ago(10_000), '刚刚', 'just now'],
    [ago(59_999), '刚刚', 'just now'],
    [ago(MIN), '1分钟前', '1 minute ago'],
    [ago(59 * MIN), '59分钟前', '59 minutes ago'],
    [ago(H), '1小时前', '1 hour ago'],
    [ago(23 * H), '23小时前', '23 hours ago'],
    [ago(D), '1天前', '1 day ago'],
    [ago(6 * D), '6天前', '6 days ago'],
    [ago(7 * D), '1周前', '1 week ago'],
    [ago(20 * D), '2周前', '2 weeks ago'],
    [new Date(2026, 9, 22, 12), '1个月前', '1 month ago'],
    [new Date(2026, 4, 1, 12), '6个月前', '6 months ago'],
    [new Date(2025, 11, 22, 12), '11个月前', '11 months ago'],
  ])('%s → %s / %s', (then, zh, en) => {
    expect(formatRelativeTime(then, 'zh', now)).toBe(zh);
    expect(formatRelativeTime(then, 'en', now)).toBe(en);
  });

  it('shows the full date once 12 months have passed', () => {
    const then = new Date(2025, 10, 22, 11, 0);
    expect(formatRelativeTime(then, 'zh', now)).toBe('2025-11-22');
    expect(formatRelativeTime(new Date(2024, 0, 5), 'en', now)).toBe('2024-01-05');
    expect(formatFullDate(new Date(2024, 0, 5))).toBe('2024-01-05');
  });

  it('reads a future time (clock skew) as just now', () => {
    expect(formatRelativeTime(new Date(now.getTime() + 5 * MIN), 'zh', now)).toBe('刚刚');
  });
});

describe('popularity score', () => {
  it('weighs likes 15, downloads 15, comments 10, clicks 1', () => {
    expect(popularityScore({ zan: 1, download_num: 0, comment_num: 0, click_num: 0 })).toBe(15);
    expect(popularityScore({ zan: 0, download_num: 1, comment_num: 0, click_num: 0 })).toBe(15);
    expect(popularityScore({ zan: 0, download_num: 0, comment_num: 1, click_num: 0 })).toBe(10);
    expect(popularityScore({ zan: 2, download_num: 3, comment_num: 4, click_num: 5 })).toBe(30 + 45 + 40 + 5);
  });
});

describe('limits and extensions', () => {
  it('has the spec §9 byte limits', () => {
    expect(LIMITS.mp3MaxBytes).toBe(11534336);
    expect(LIMITS.projectFileMaxBytes).toBe(105906176);
    expect(LIMITS.midiFileMaxBytes).toBe(4194304);
    expect(LIMITS.pageSize).toBe(10);
    expect(LIMITS.carouselIntervalMs).toBe(5000);
  });
  it('reads extensions case-insensitively', () => {
    expect(fileExtension('Song.VSQX')).toBe('vsqx');
    expect(fileExtension('a.b.tar.7z')).toBe('7z');
    expect(fileExtension('noext')).toBe('');
    expect(PROJECT_FILE_EXTENSIONS).toContain('svp');
    expect(PROJECT_FILE_EXTENSIONS).not.toContain('mp3');
  });
});

describe('language by locale (spec §3)', () => {
  it.each([
    ['zh-CN', 'zh'],
    ['zh-cn', 'zh'],
    ['zh-TW', 'zh'],
    ['zh-HK', 'zh'],
    ['zh-SG', 'zh'],
    ['zh', 'zh'],
    ['en-US', 'en'],
    ['ja-JP', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (locale, lang) => expect(langFromLocale(locale)).toBe(lang));
});

describe('labels and messages', () => {
  it('labels every licence in both languages', () => {
    expect(AGREEMENTS.map((a) => a.value)).toEqual([1, 2, 3, 4]);
    for (const a of AGREEMENTS) {
      expect(a.label.zh.length).toBeGreaterThan(3);
      expect(a.label.en.length).toBeGreaterThan(3);
    }
    expect(labelOf(AGREEMENTS, 3, 'zh')).toBe('禁止二次发布');
    expect(labelOf(AGREEMENTS, 9, 'zh')).toBe('9');
  });
  it('keeps the spec texts exactly', () => {
    expect(msg('projectFileRequired')).toBe('必须上传vsqx工程！');
    expect(msg('tagsMax')).toBe('最多添加10个标签(╯°口°)╯');
    expect(msg('managerCommentLong')).toBe('评语最长 50 个字。');
    expect(msg('copyFailed')).toBe('复制失败！请手动复制。');
    expect(msg('not a key')).toBe('not a key');
    for (const [, v] of Object.entries(MESSAGES)) expect(v.en.length).toBeGreaterThan(0);
  });
  it('parses ?page= with a default of 1', () => {
    expect(parsePageParam('3')).toBe(3);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('x')).toBe(1);
    expect(parsePageParam(null)).toBe(1);
  });
});

describe('spec §5 / §8 texts', () => {
  it('the MIDI size refusal (3MB text) shows 5 s, the extension refusal 3 s', () => {
    expect(MESSAGES.midiTooLarge.zh).toContain('3MB');
    expect([MESSAGE_SECONDS.midiTooLarge, MESSAGE_SECONDS.midiExtension]).toEqual([5, 3]);
  });

  it("the project form's profile-load exception text is in the catalogue exactly", () => {
    expect(MESSAGES.userInfoLoadException.zh).toBe('查询用户信息失败_抛出异常');
  });
});
