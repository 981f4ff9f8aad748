import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { profileFieldSchemas as f, profileFormSchema } from './schemas';

const first = (s: ZodType, v: unknown) => {
  const r = s.safeParse(v);
  return r.success ? 'ok' : r.error.issues[0].message;
};

describe('profile schema (spec §5 "Profile")', () => {
  it.each([
    ['', 'nicknameRequired'],
    ['a', 'nicknameShort'],
    ['ab!', 'nicknameChars'],
    ['a'.repeat(13), 'nicknameLong'],
    ['初音_39', 'ok'],
  ])('nickname %j → %s', (v, m) => expect(first(f.nickname, v)).toBe(m));

  it.each([
    ['12a', 'digitsOnly'],
    ['1'.repeat(16), 'bUidLong'],
    ['1'.repeat(15), 'ok'],
    ['', 'ok'],
  ])('b_uid %j → %s', (v, m) => expect(first(f.b_uid, v)).toBe(m));

  it.each([
    ['', 'ok'],
    ['a.cn', 'websiteInvalid'],
    ['space.bilibili.com/1', 'ok'],
    ['abcde', 'ok'],
    ['javascript:alert(1)//x.cn', 'linkUnsafe'],
    [' JavaScript:alert(1)', 'linkUnsafe'],
    ['data:text/html,x', 'linkUnsafe'],
    ['vbscript:msgbox(1)', 'linkUnsafe'],
    ['localhost:8080', 'ok'],
    [`https://${'a'.repeat(40)}.com/x/y`, 'websiteLong'],
    ['https://space.bilibili.com/39', 'ok'],
    ['http://a.cn', 'ok'],
  ])('website %j → %s', (v, m) => expect(first(f.p_website, v)).toBe(m));

  it.each([
    [f.gender, '0', 'ok'],
    [f.gender, 2, 'ok'],
    [f.gender, '3', 'genderInvalid'],
    [f.gender, 'x', 'genderInvalid'],
    [f.agreement, '1', 'ok'],
    [f.agreement, 4, 'ok'],
    [f.agreement, '0', 'agreementInvalid'],
    [f.agreement, '5', 'agreementInvalid'],
    [f.p_desc, 'x'.repeat(250), 'ok'],
    [f.p_desc, 'x'.repeat(251), 'profileIntroLong'],
    [f.default_uploadProject_desc, 'x'.repeat(251), 'defaultDescLong'],
  ] as const)('%#: %j → %s', (s, v, m) => expect(first(s, v)).toBe(m));

  it('coerces a form body and fills optional fields', () => {
    expect(profileFormSchema.parse({ nickname: 'miku', gender: '1', agreement: '2' })).toEqual({
      nickname: 'miku',
      gender: 1,
      b_uid: '',
      agreement: 2,
      p_desc: '',
      p_website: '',
      default_uploadProject_desc: '',
    });
  });
});
