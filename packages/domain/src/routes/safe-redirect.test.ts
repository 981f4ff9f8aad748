import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

declare const URL: new (input: string, base?: string) => { origin: string };

const ORIGIN = 'https://vsqx.example';
const HOME = '/creator/#/home';
const go = (raw: string | null) => safeRedirect(raw, ORIGIN, HOME);

describe('issue 18 redirects after login stay on this site', () => {
  it.each([
    ['/creator/#/home', '/creator/#/home'],
    ['/project/12?tab=comments#c3', '/project/12?tab=comments#c3'],
    ['/', '/'],
    ['/search?q=%2F%2Fevil.com', '/search?q=%2F%2Fevil.com'],
    // Encoded slashes stay encoded in a path: one path segment, never a host.
    ['/%2F%2Fevil.com', '/%2F%2Fevil.com'],
    ['/%5Cevil.com', '/%5Cevil.com'],
    ['/a/../b', '/b'],
  ])('keeps a path of ours: %j → %j', (raw, want) => {
    expect(go(raw)).toBe(want);
  });

  // Not a plain path of ours, or one a browser could read as another site or a script: the fallback.
  const hostile = [
    null,
    '',
    'https://evil.com',
    'http://evil.com/creator/',
    '//evil.com',
    '///evil.com',
    '////evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '\\/evil.com',
    '/\\/evil.com',
    '/\\\\evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/\r/evil.com',
    '\t//evil.com',
    '/\u0000/evil.com',
    '/\u001b/evil.com',
    '/\u007f/evil.com',
    '/\u0085/evil.com',
    '/\u2028/evil.com',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '%2F%2Fevil.com',
    '%2f%2fevil.com',
    '%5C%5Cevil.com',
    'evil.com',
    'https:evil.com',
    'https:/evil.com',
    '/.//evil.com',
    '/./\\evil.com',
    '/..//evil.com',
    '/.././/evil.com',
    '//vsqx.example@evil.com',
    'https://vsqx.example.evil.com/',
    'https://vsqx.example@evil.com/',
    '@evil.com',
    '/' + 'a'.repeat(3000),
  ];
  it.each(hostile.map((h) => [h]))('refuses %j', (raw) => {
    expect(go(raw)).toBe(HOME);
  });

  it('never answers anything a browser would resolve to another origin', () => {
    for (const raw of hostile) {
      const out = go(raw);
      expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
      expect(out.startsWith('//')).toBe(false);
    }
  });
});
