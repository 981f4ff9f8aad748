import { Marked } from 'marked';
import { sanitizeRichHtml } from '../../lib/sanitize';

// Our own instance, so global marked options set elsewhere cannot change what articles render to.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/** Markdown → sanitised HTML, the only article HTML that is ever stored or served. */
export function renderMarkdown(md: string): string {
  return sanitizeRichHtml(markdown.parse(md, { async: false }));
}

/**
 * The stored HTML of an article: rendered on the server from its Markdown; the client's HTML is only a
 * fallback when no Markdown was sent, and then it is sanitised too.
 */
export function articleHtml(md: string, clientHtml: string): string {
  return md.trim() ? renderMarkdown(md) : sanitizeRichHtml(clientHtml);
}
