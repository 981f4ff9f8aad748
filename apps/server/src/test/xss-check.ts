import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'] | DefaultTreeAdapterMap['documentFragment'];

const SAFE_TAGS = new Set([
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
  'img',
  'strong',
  'em',
  'del',
]);
const SAFE_ATTRS = new Set(['href', 'src', 'alt', 'title', 'rel', 'align', 'start', 'class']);
const HTML_NS = 'http://www.w3.org/1999/xhtml';

/** The scheme as a browser resolves it (whitespace and controls inside it are ignored). */
function scheme(url: string): string | null {
  // eslint-disable-next-line no-control-regex
  const m = /^([a-z][a-z0-9+.-]*):/i.exec(url.replace(/[\u0000-\u0020\u007f-\u009f]/g, ''));
  return m ? m[1].toLowerCase() : null;
}

/**
 * Parses HTML the way a browser does (parse5 follows the HTML5 tree builder, foreign content included)
 * and lists everything that could run script: an element outside the allow-list or in the SVG/MathML
 * namespace, an attribute outside the allow-list (event handlers, style, srcdoc, formaction...), or a
 * URL whose scheme is not http(s)/mailto. An empty list means the HTML is inert.
 */
export function findXss(html: string): string[] {
  const problems: string[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) {
      if (node.namespaceURI !== HTML_NS) problems.push(`foreign element <${node.tagName}>`);
      if (!SAFE_TAGS.has(node.tagName)) problems.push(`element <${node.tagName}>`);
      for (const a of node.attrs) {
        if (!SAFE_ATTRS.has(a.name)) problems.push(`attribute ${a.name} on <${node.tagName}>`);
        if (a.name === 'href' || a.name === 'src') {
          const s = scheme(a.value);
          if (s !== null && !['http', 'https', 'mailto'].includes(s)) problems.push(`${s}: URL in ${a.name}`);
          if (a.value.trim().startsWith('//')) problems.push(`protocol-relative ${a.name}`);
        }
      }
    }
    if ('childNodes' in node) node.childNodes.forEach((c) => walk(c));
    if ('content' in node) walk(node.content);
  };
  walk(parseFragment(html));
  if (/<\s*(script|iframe|object|embed|form|style|svg|math|noscript|template)\b/i.test(html))
    problems.push('dangerous tag text');
  return problems;
}
