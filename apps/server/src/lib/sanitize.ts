import sanitizeHtml from 'sanitize-html';

/**
 * The one allow-list for stored rich text (articles, tutorial suggestions; DESIGN §6). Everything not
 * listed is removed: no script, style, event handler, frame, object, form, SVG or MathML survives, and
 * links and images keep only addresses that cannot run code.
 */
export const RICH_TAGS = [
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
] as const;

const ALIGN = { name: 'align', multiple: false, values: ['left', 'center', 'right'] };

export const RICH_ATTRIBUTES: Record<string, (string | typeof ALIGN)[]> = {
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title'],
  th: [ALIGN],
  td: [ALIGN],
  ol: ['start'],
};

/**
 * Tags whose whole content goes with them. Besides the raw-text elements this covers the foreign
 * (SVG/MathML) and template content that mutation XSS hides payloads in.
 */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'title',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'svg',
  'math',
  'head',
];

/** Whitespace, control and invisible characters, which browsers skip inside a scheme ("java\tscript:"). */
// eslint-disable-next-line no-control-regex
const SCHEME_NOISE = /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g;

/** What a browser would look at to find the scheme: entities are already decoded by the parser. */
function schemeView(value: string): string {
  // Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:").
  return value.replace(SCHEME_NOISE, '').toLowerCase();
}

/** Link targets: http(s), mailto, a path on this site, or an anchor. Protocol-relative paths are refused. */
export function isSafeHref(value: string): boolean {
  const v = schemeView(value);
  if (/^(https?:\/\/|mailto:)/.test(v)) return true;
  if (/^[a-z][a-z0-9+.-]*:/.test(v)) return false;
  return /^\/(?![/\\])/.test(v) || v.startsWith('#');
}

/** Image sources: http(s) or one of our own stored files. */
export function isSafeImageSrc(value: string): boolean {
  const v = schemeView(value);
  return /^https?:\/\//.test(v) || /^\/files\/[\w.-]+\/[\w.-]+(\?[\w=&.-]*)?$/.test(value.trim());
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TAGS],
  allowedAttributes: RICH_ATTRIBUTES as sanitizeHtml.IOptions['allowedAttributes'],
  allowedClasses: { code: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedStyles: {},
  disallowedTagsMode: 'discard',
  nonTextTags: DROP_WITH_CONTENT,
  enforceHtmlBoundary: false,
  transformTags: {
    a: (_tag, attribs) => {
      const out: Record<string, string> = { rel: 'noopener nofollow' };
      if (attribs.href !== undefined && isSafeHref(attribs.href)) out.href = attribs.href.trim();
      if (attribs.title) out.title = attribs.title;
      return { tagName: 'a', attribs: out };
    },
    img: (_tag, attribs) => {
      const out: Record<string, string> = {};
      if (attribs.src !== undefined && isSafeImageSrc(attribs.src)) out.src = attribs.src.trim();
      if (attribs.alt) out.alt = attribs.alt;
      if (attribs.title) out.title = attribs.title;
      return { tagName: 'img', attribs: out };
    },
  },
  // An image without a safe source is nothing worth keeping.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * Sanitises rich HTML against the allow-list above. The result is a fixed point (sanitising it again
 * changes nothing), so what is stored is exactly what every later reader renders.
 */
export function sanitizeRichHtml(html: string): string {
  const once = sanitizeHtml(html, OPTIONS);
  // A second pass settles any markup the first pass's removals brought together.
  return sanitizeHtml(once, OPTIONS);
}
