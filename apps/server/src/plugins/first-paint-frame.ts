import { creatorPath, msg, SITE_PATHS, type Lang } from '@vsqx/domain';
import { withScriptsAfterPaint } from './scripts-after-paint';

/**
 * The first screen painted from the HTML itself (issue 19): before the app's ~300 KB of scripts have arrived
 * and React has rendered, a page shows its header, its title and its largest picture from markup the server
 * writes into `#root`. React's first render (`createRoot`) replaces it in one commit: new nodes are not layout
 * shifts, and the same picture drawn again at the same size is no new largest paint, so the LCP stays the
 * HTML's. The markup and its small stylesheet copy what the app draws at the same places and sizes (antd's
 * tokens with the app's theme, apps/web app/theme.ts), so the swap is not seen either.
 * Every text is the user's or the language's and goes through `escapeHtml`; nothing here is a script, so the
 * CSP holds.
 */

/** Text and attribute values in HTML: the five characters that could end either. */
export const escapeHtml = (s: string | number) =>
  String(s).replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The app's texts the first screen shows, copied from apps/web locales (site.json and common.json; the
 * first-paint test checks they are the same), so the server does not load the web's language packs.
 */
export const FIRST_PAINT_TEXTS = {
  zh: {
    'nav.home': '首页',
    'nav.square': '广场',
    'nav.tutorials': '教程',
    'common:creatorCentre': '创作中心',
    'common:mainSite': '主站',
    'common:menu': '菜单',
    'common:upload': '投稿',
    'common:login': '登录',
    'common:register': '注册',
    'home.title': 'V家工程站',
    'home.subtitle': '分享歌声合成工程、MIDI 与调教心得',
    'home.newest': '最新工程',
    'search.button': '搜索',
    'search.placeholder': '搜索标题、标签或作者',
    'project.uploadedAt': '投稿于 {{time}}',
    'project.transferring': '转存中',
    'project.description': '工程介绍',
    'common:counts.click': '点击',
    'common:counts.download': '下载',
    'common:counts.comment': '评论',
    'common:counts.zan': '点赞',
  },
  en: {
    'nav.home': 'Home',
    'nav.square': 'Square',
    'nav.tutorials': 'Tutorials',
    'common:creatorCentre': 'creator centre',
    'common:mainSite': 'main site',
    'common:menu': 'Menu',
    'common:upload': 'Upload',
    'common:login': 'Log in',
    'common:register': 'Register',
    'home.title': 'V-Project Hub',
    'home.subtitle': 'Share singing-synthesis projects, MIDI and tuning know-how',
    'home.newest': 'Newest projects',
    'search.button': 'Search',
    'search.placeholder': 'Search titles, tags or authors',
    'project.uploadedAt': 'Uploaded {{time}}',
    'project.transferring': 'Transferring',
    'project.description': 'Description',
    'common:counts.click': 'Clicks',
    'common:counts.download': 'Downloads',
    'common:counts.comment': 'Comments',
    'common:counts.zan': 'Likes',
  },
} as const satisfies Record<Lang, Record<string, string>>;

export type FirstPaintText = keyof (typeof FIRST_PAINT_TEXTS)['zh'];

/** A text of the first screen, escaped. */
export const fpText = (lang: Lang, key: FirstPaintText, time?: string) =>
  escapeHtml(FIRST_PAINT_TEXTS[lang][key].replace('{{time}}', time ?? ''));

/*
 * antd's sizes with the app's theme: text 14 px at 1.5714, the layout's #f5f5f5, a 64 px header, cards with a
 * 1 px #f0f0f0 border and a 10 px radius (borderRadiusLG of an 8 px borderRadius), 24 px body padding (12 px
 * for a small card), 56 / 38 px card heads. Below 768 px (antd's md, the app's `usePhone`) the header and the
 * content keep 12 px to the edges and the header shows the logo and the upload icon only. The body's zero margin
 * is the app's (apps/web app/base.css), copied: the app's stylesheet is not applied yet when this paints.
 */
const CSS = `
html,body{margin:0}
.fp{min-height:100vh;background:#f5f5f5;color:rgba(0,0,0,.88);font-size:14px;line-height:1.5714286;font-family:-apple-system,'Segoe UI','PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif}
.fp *{box-sizing:border-box}
.fp a{color:#0958d9;text-decoration:none}
.fp-h{position:sticky;top:0;z-index:100;height:64px;background:#fff;border-bottom:1px solid #f0f0f0;padding:0 24px;display:flex;align-items:center;gap:24px}
.fp-h .fp-logo{font-weight:600;font-size:18px;color:#137c76;white-space:nowrap}
.fp-logo img{vertical-align:-7px;margin-right:8px}
.fp-nav{flex:1;display:flex;gap:32px;padding-left:16px;min-width:0;overflow:hidden;white-space:nowrap}
.fp-h .fp-nav a{color:rgba(0,0,0,.88)}
.fp-menu{display:none}
.fp-end{display:flex;align-items:center;gap:16px;white-space:nowrap}
.fp-h .fp-up{background:#137c76;color:#fff;border-radius:8px;height:32px;padding:0 15px;display:inline-flex;align-items:center}
.fp-c{padding:24px;max-width:1200px;width:100%;margin:0 auto}
.fp-card{background:#fff;border:1px solid #f0f0f0;border-radius:10px}
.fp-head{min-height:56px;margin:0 0 -1px;padding:0 24px;display:flex;align-items:center;font-size:16px;font-weight:600;border-bottom:1px solid #f0f0f0}
.fp-body{padding:24px}
.fp-sm .fp-head{min-height:38px;padding:0 12px;font-size:14px}
.fp-sm .fp-body{padding:12px}
.fp-muted{color:rgba(0,0,0,.57)}
.fp-one{display:block;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
@media (max-width:767px){
.fp-h{padding:0 12px;gap:8px}
.fp-logo span,.fp-nav,.fp-up span{display:none}
.fp-menu{display:block;flex:none;width:32px}
.fp-logo img{margin-right:0}
.fp-h .fp-up{padding:0 10px}
.fp-end{gap:8px;margin-left:auto}
.fp-c{padding:12px}
}`.replace(/\n/g, '');

/** The upload button's cloud icon (antd's CloudUploadOutlined). */
export const UPLOAD_ICON =
  '<svg viewBox="64 64 896 896" width="14" height="14" fill="currentColor" aria-hidden="true"><path d="M518.3 459a8 8 0 00-12.6 0l-112 141.7a7.98 7.98 0 006.3 12.9h73.9V856c0 4.4 3.6 8 8 8h60c4.4 0 8-3.6 8-8V613.7H624c6.7 0 10.4-7.7 6.3-12.9L518.3 459z"/><path d="M811.4 366.7C765.6 245.9 648.9 160 512.2 160S258.8 245.8 213 366.6C127.3 389.1 64 467.2 64 560c0 110.5 89.5 200 199.9 200H304c4.4 0 8-3.6 8-8v-60c0-4.4-3.6-8-8-8h-40.1c-33.7 0-65.4-13.4-89-37.7-23.5-24.2-36-56.8-34.9-90.6.9-26.4 9.9-51.2 26.2-72.1 16.7-21.3 40.1-36.8 66.1-43.7l37.9-9.9 13.9-36.6c8.6-22.8 20.6-44.1 35.7-63.4a245.6 245.6 0 0152.4-49.9c41.1-28.9 89.5-44.2 140-44.2s98.9 15.3 140 44.2c19.9 14 37.5 30.8 52.4 49.9 15.1 19.3 27.1 40.7 35.7 63.4l13.8 36.5 37.8 10C846.1 454.5 884 503.8 884 560c0 33.1-12.9 64.3-36.3 87.7a123.07 123.07 0 01-87.6 36.3H720c-4.4 0-8 3.6-8 8v60c0 4.4 3.6 8 8 8h40.1C870.5 760 960 670.5 960 560c0-92.7-63.1-170.7-148.6-193.3z"/></svg>';

/**
 * The site's frame as the app draws it logged out (site/site-layout.tsx): the header with the logo, the
 * navigation, upload, log in and sign up, then the page's content in the 1200 px column. Its links work
 * without JavaScript.
 */
export function firstPaintFrame(lang: Lang, content: string): string {
  const t = (key: FirstPaintText) => fpText(lang, key);
  return (
    `<style>${CSS}</style>` +
    `<div class="fp" data-first-paint>` +
    // On a phone the app's menu button stands before the logo: its place is kept, empty.
    `<header class="fp-h"><span class="fp-menu"></span>` +
    `<a class="fp-logo" href="${SITE_PATHS.home()}" aria-label="${escapeHtml(msg('siteName', lang))}">` +
    `<img src="/favicon.svg" alt="" width="26" height="26"><span>${escapeHtml(msg('siteName', lang))}</span></a>` +
    `<nav class="fp-nav"><a href="${SITE_PATHS.home()}">${t('nav.home')}</a>` +
    `<a href="${SITE_PATHS.square()}">${t('nav.square')}</a>` +
    `<a href="${SITE_PATHS.vCourse()}">${t('nav.tutorials')}</a>` +
    `<a href="${escapeHtml(SITE_PATHS.creator(creatorPath.home()))}">${t('common:creatorCentre')}</a></nav>` +
    `<div class="fp-end">` +
    `<a class="fp-up" href="${SITE_PATHS.upload()}" aria-label="${t('common:upload')}">${UPLOAD_ICON}<span>&nbsp;${t('common:upload')}</span></a>` +
    `<a href="${SITE_PATHS.login()}">${t('common:login')}</a>` +
    `<a href="${SITE_PATHS.register()}">${t('common:register')}</a>` +
    `</div></header>` +
    `<main class="fp-c">${content}</main></div>`
  );
}

/**
 * The HTML with the first screen's markup in `#root` (React replaces it on its first render) and the
 * document's language set to the one the markup is in (the app sets the same on start, apps/web lib/i18n.ts).
 * With markup, the build's stylesheets (antd's first-screen CSS, 486 KB raw) become preloads marked
 * `data-deferred-style`: the markup brings its own few kilobytes of CSS, so its paint no longer waits for them
 * (issue 19: on a phone the stylesheet was a round trip and ~32 KB before any pixel). They still download at
 * once, and the app applies them and waits for them before its first render (apps/web app/deferred-styles.ts),
 * so React never draws unstyled. Without JavaScript the markup keeps its own CSS, which is all it uses.
 * The app's scripts are then asked for once the markup is on screen (scripts-after-paint.ts).
 */
export function withFirstPaint(html: string, markup: string, lang: Lang): string {
  const withLang = html.replace(/<html lang="[^"]*"/, `<html lang="${lang === 'zh' ? 'zh-CN' : 'en'}"`);
  return markup
    ? withScriptsAfterPaint(withLang)
        .replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+)"\s*\/?>/g,
          (_, cors: string, href: string) =>
            `<link rel="preload" as="style"${cors ?? ''} href="${href}" data-deferred-style>`,
        )
        .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
    : withLang;
}
