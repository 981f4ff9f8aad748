import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../modules/articles/article-html';
import { findXss } from '../test/xss-check';
import { XSS_CORPUS } from '../test/xss-corpus';
import { isSafeHref, isSafeImageSrc, sanitizeRichHtml } from './sanitize';

const clean = (c: (typeof XSS_CORPUS)[number]) =>
  c.kind === 'markdown' ? renderMarkdown(c.payload) : sanitizeRichHtml(c.payload);

describe('rich HTML sanitiser', () => {
  it('has a corpus of at least 30 payloads, mutation XSS included', () => {
    expect(XSS_CORPUS.length).toBeGreaterThanOrEqual(30);
    expect(
      XSS_CORPUS.filter((c) => /math|svg|noscript|template/.test(c.payload)).length,
    ).toBeGreaterThanOrEqual(6);
  });

  it('the checker itself catches what it should (so a pass means something)', () => {
    expect(findXss('<img src=x onerror=alert(1)>')).not.toEqual([]);
    expect(findXss('<a href="jav&#x09;ascript:alert(1)">x</a>')).not.toEqual([]);
    expect(findXss('<math><mi>x</mi></math>')).not.toEqual([]);
    expect(findXss('<p style="color:red">x</p>')).not.toEqual([]);
    expect(findXss('<p>fine <a href="https://a.b">x</a></p>')).toEqual([]);
  });

  for (const c of XSS_CORPUS) {
    it(`neutralises ${c.kind}: ${c.name}`, () => {
      const out = clean(c);
      expect(findXss(out), out).toEqual([]);
      // A fixed point: what is stored does not change when sanitised again (no mutation left to exploit).
      expect(sanitizeRichHtml(out)).toBe(out);
      // Text may mention "javascript:" harmlessly; inside a tag it must not appear at all.
      const tags = (out.match(/<[^>]*>/g) ?? []).join('');
      expect(tags).not.toMatch(/javascript:|vbscript:|data:|onerror|onload|expression\(|style=/i);
    });
  }

  it('keeps the Markdown an article needs', () => {
    const md = [
      '# 标题',
      '## 小节',
      'a **bold** _em_ ~~del~~ `code`',
      '',
      '> quote',
      '',
      '- one',
      '- two',
      '',
      '3. three',
      '',
      '```js',
      'const x = 1 < 2;',
      '```',
      '',
      '| a | b |',
      '|:--|--:|',
      '| 1 | 2 |',
      '',
      '---',
      '[site](https://example.com/x?y=1) [mail](mailto:a@b.c) [here](/space/1) [top](#t)',
      '![img](/files/article/abcdef0123456789.jpg) ![ext](https://img.example/a.png)',
    ].join('\n');
    const out = renderMarkdown(md);
    for (const t of [
      '<h1>',
      '<h2>',
      '<strong>bold</strong>',
      '<em>em</em>',
      '<del>del</del>',
      '<code>code</code>',
      '<blockquote>',
      '<ul>',
      '<ol start="3">',
      '<pre><code class="language-js">const x = 1 &lt; 2;',
      '<table>',
      '<th align="left">',
      '<td align="right">',
      '<hr />',
    ]) {
      expect(out).toContain(t);
    }
    expect(out).toContain('<a rel="noopener nofollow" href="https://example.com/x?y=1">site</a>');
    expect(out).toContain('href="mailto:a@b.c"');
    expect(out).toContain('href="/space/1"');
    expect(out).toContain('<img src="/files/article/abcdef0123456789.jpg" alt="img" />');
    expect(out).toContain('<img src="https://img.example/a.png" alt="ext" />');
    expect(findXss(out)).toEqual([]);
  });

  it('refuses unsafe addresses and keeps the text of a removed link', () => {
    expect(sanitizeRichHtml('<a href="javascript:alert(1)">text</a>')).toBe(
      '<a rel="noopener nofollow">text</a>',
    );
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('/\\evil.example')).toBe(false);
    expect(isSafeHref('HTTPS://ok.example')).toBe(true);
    expect(isSafeImageSrc('/files/../etc/passwd')).toBe(false);
    expect(isSafeImageSrc('/files/article/a.jpg?v=2')).toBe(true);
    expect(isSafeImageSrc('/api/user/delete')).toBe(false);
  });
});
