import fs from 'node:fs';
import path from 'node:path';
import type { Lang } from '@vsqx/domain';

/**
 * The pages a cold visit most often lands on, by the web build's source file of each (the keys of Vite's
 * `.vite/manifest.json`). The creator centre's HTML cannot see its hash route: it preloads the home page, where
 * the centre opens (`/creator/` and the site header's link).
 */
const SITE_PAGES: [RegExp, string][] = [
  [/^\/$/, 'src/features/site/pages/site-home-page.tsx'],
  [/^\/project\/(vn|mn)\d+$/, 'src/features/site/pages/project-page.tsx'],
  [/^\/article\/an\d+$/, 'src/features/site/pages/article-page.tsx'],
];
const CREATOR_HOME = 'src/features/home/pages/home-page.tsx';
/** Every page preloaded here, by source file (the web build gives those of apps/web/vite/first-screens.json chunks of their own). */
export const PRELOADED_PAGES = [...SITE_PAGES.map(([, file]) => file), CREATOR_HOME];
const LANG_PACKS: Record<Lang, string> = { zh: 'src/lib/lang-zh.ts', en: 'src/lib/lang-en.ts' };

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * `<link rel="modulepreload">` tags for the first screen's lazily loaded code: the language pack and the page
 * the address names, with the chunks they import that the entry does not. Without them those requests start
 * only once the entry's ~230 KB have downloaded and run (issue 19: a second round trip before the first screen,
 * on a phone the largest part of its LCP); with them they download beside the entry. The app's own dynamic
 * imports then find them loaded (Vite's preload helper skips a modulepreload link already in the document).
 * Nothing is added when the build has no manifest or a page is not in it: the app loads them as before.
 */
export function firstScreenPreloads(webDist: string) {
  const file = path.join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest)
    : {};
  const tags = (entry: string, lang: Lang, page: string | undefined) => {
    const loaded = closure(manifest, entry);
    if (loaded.size === 0) return '';
    const wanted = new Set<string>();
    // The pack's own imports are awaited too before the first render (apps/web lib/i18n.ts `i18nReady`:
    // dayjs and its locale): named here they no longer add a round trip after the pack (issue 19).
    const pack = LANG_PACKS[lang];
    for (const key of [pack, ...(manifest[pack]?.dynamicImports ?? []), page])
      if (key) closure(manifest, key, wanted);
    return [...wanted]
      .filter((key) => !loaded.has(key))
      .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key].file}" />`)
      .join('\n    ');
  };
  const cache = new Map<string, string>();
  const cached = (key: string, make: () => string) => {
    let v = cache.get(key);
    if (v === undefined) cache.set(key, (v = make()));
    return v;
  };
  return {
    /** The tags for a site address (its path, no query): none for the pages not listed above. */
    site: (url: string, lang: Lang) => {
      const page = SITE_PAGES.find(([re]) => re.test(url))?.[1];
      return page ? cached(`site ${page} ${lang}`, () => tags('index.html', lang, page)) : '';
    },
    creator: (lang: Lang) => cached(`creator ${lang}`, () => tags('creator/index.html', lang, CREATOR_HOME)),
  };
}

/** The HTML with the tags at the end of its head. */
export const withPreloads = (html: string, tags: string) =>
  tags ? html.replace('</head>', () => `  ${tags}\n  </head>`) : html;

/**
 * The HTML with the tags before the app's script and its module preloads (at the end of the head when it has
 * no script): a preload of the first screen's picture there is the first request the browser makes after the
 * HTML. At the end of the head it waited behind the ~40 scripts for one of HTTP/1.1's six connections and
 * painted last (issue 19: the site home's cover, its LCP, came after every script on a phone).
 */
export const withEarlyTags = (html: string, tags: string) => {
  if (!tags) return html;
  const at = html.indexOf('<script type="module"');
  return at < 0 ? withPreloads(html, tags) : `${html.slice(0, at)}${tags}\n    ${html.slice(at)}`;
};
