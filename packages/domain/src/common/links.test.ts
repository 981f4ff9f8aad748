import { describe, expect, it } from 'vitest';
import { hasDangerousScheme, linkHref } from './links';

describe('spec §5 user links: refused schemes and the rendered href', () => {
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' java\tscript:alert(1)',
    'java\u0000script:x',
    'vbscript:x',
    'data:text/html,<b>',
    'file:///etc/passwd',
    'blob:x',
  ])('refuses %j', (v) => expect(hasDangerousScheme(v)).toBe(true));

  it.each([
    'space.bilibili.com/1',
    'www.bilibili.com/read/cv1',
    'https://a.cn',
    'localhost:8080/x',
    'mailto:a@b.c',
    'abcde',
  ])('accepts %j', (v) => expect(hasDangerousScheme(v)).toBe(false));

  it.each([
    ['space.bilibili.com/1', 'https://space.bilibili.com/1'],
    ['www.bilibili.com/read/cv1', 'https://www.bilibili.com/read/cv1'],
    ['http://a.cn/x?y#z', 'http://a.cn/x?y#z'],
    ['HTTPS://A.cn', 'HTTPS://A.cn'],
    ['//a.cn/x', 'https://a.cn/x'],
    ['localhost:8080', 'https://localhost:8080'],
    ['javascript:alert(1)', null],
    ['data:text/html,x', null],
    ['mailto:a@b.c', null],
    ['ftp://a.cn', null],
    ['http:evil.cn', null],
    ['https://bilibili.com@evil.cn', null],
    ['https:\\\\evil.cn', null],
    ['hello world', null],
    ['', null],
  ])('renders %j as %j', (v, href) => expect(linkHref(v)).toBe(href));
});
