import { cspHashOf } from '../lib/csp-hash';
import {
  CREATOR_ROUTES,
  SIDEBAR,
  SITE_PATHS,
  creatorPath,
  msg,
  sidebarKeyFor,
  type Lang,
} from '@vsqx/domain';
import { escapeHtml, fpText, UPLOAD_ICON, type FirstPaintText } from './first-paint-frame';

/**
 * The creator centre's first screen painted from its HTML (issue 19), like the site home's: its frame (top bar
 * and sidebar, apps/web app/shell) and, on the home, the carousel's first slide, the page's largest picture.
 * The centre routes by hash, which never reaches the server, and its visitor is known only to the browser
 * (the session is in localStorage), so the server cannot choose what to draw. A tiny inline script at the top
 * of the head, the one below, decides as the app will (docs/decisions.md "The creator centre's first paint")
 * and marks `<html>`: no session, or `#/no_login`, marks nothing and nothing is drawn (the app sends the
 * visitor to log in); otherwise `data-fp` names the sidebar entry the route highlights, `data-fp-admin` a
 * manager, and the markup's CSS shows the frame, selects that entry, shows the managers' entry and, for the
 * home only (its path, `/`, an unknown path, or a managers' page for anyone else), the home's part, so no
 * other page flashes the slide. The slide itself is preloaded by the HTML, first of all the page's requests:
 * a preload the script added came after the ~30 scripts the browser's preload scanner had already asked for
 * and arrived after them (docs/performance.md "ninth round"). The CSP allows this one script by its hash
 * (plugins/security-headers.ts); it reads nothing but the session's presence and manager flag and writes
 * no text. Nothing here names the visitor: the user menu, personal-space link and welcome text are the app's.
 */

export const SLIDE_1 = '/carousel/slide-1.jpg';

/** Path → the sidebar key it highlights; `!` marks a managers' page, '' the page outside the frame. */
const ROUTE_KEYS = Object.fromEntries(
  CREATOR_ROUTES.map((r) => [
    r.path,
    r.key === 'no_login' ? '' : `${r.managerOnly ? '!' : ''}${sidebarKeyFor(r.path) ?? 'home'}`,
  ]),
);

/** The script, as one line: its hash below must be of these exact characters. */
export const CREATOR_ROUTE_SCRIPT =
  `(function(){try{var s=localStorage,d=document,h=(location.hash.slice(1)||'/').split('?')[0],` +
  `R=${JSON.stringify(ROUTE_KEYS)},k=Object.prototype.hasOwnProperty.call(R,h)?R[h]:'home',` +
  `a=s.getItem('isAdmin')==='true';` +
  `if(!s.getItem('token')||!Number(s.getItem('uid'))||!k)return;` +
  `if(k[0]==='!')k=a?k.slice(1):'home';` +
  `if(a)d.documentElement.setAttribute('data-fp-admin','');` +
  `d.documentElement.setAttribute('data-fp',k);` +
  `}catch(x){}})()`;

/** The CSP source that allows the script above and no other inline script. */
export const CREATOR_ROUTE_SCRIPT_CSP = cspHashOf(CREATOR_ROUTE_SCRIPT);

/*
 * antd's sizes with the app's theme (app/theme.ts): the fixed 56 px top bar with a 1 px #f0f0f0 line, 24 px
 * to the edges (12 on a phone); the 240 px light sider under it with its 16 px block of a large upload button
 * and the inline menu (40 px items, 4 px apart and from the sides, 24 px in, 8 px radius, a 14 px icon place
 * and 10 px after it, the selected one on #e9f6f4 in the primary colour); the content 24 px in (12 on a
 * phone). The home's row: the carousel in 16 of 24 columns from antd's lg (992 px), whole width below, a
 * 16 px gutter, the slide as home/components/slides.ts sizes it; beside it the welcome card's empty box.
 * The top bar's room is the frame's padding, not the content's margin: a margin would fall through to the
 * body and move it when React's render replaced the markup (a 0.066 layout shift at 390 px, measured).
 * Everything is hidden until the script has set `data-fp`: without it the app draws nothing of the frame.
 */
/** The entry the route highlights, selected as antd's menu draws it (on #e9f6f4, in the primary colour). */
const SELECTED = SIDEBAR.map((e) => `html[data-fp=${e.key}] .fpc-side [data-k=${e.key}]`);

const CSS = `
html,body{margin:0}
.fpc{display:none;box-sizing:border-box;min-height:100vh;padding-top:56px;background:#f5f5f5;color:rgba(0,0,0,.88);font-size:14px;line-height:1.5714286;font-family:-apple-system,'Segoe UI','PingFang SC','Noto Sans CJK SC','Microsoft YaHei',sans-serif}
html[data-fp] .fpc{display:block}
.fpc *{box-sizing:border-box}
.fpc a{color:#0958d9;text-decoration:none}
.fpc-h{position:fixed;top:0;left:0;right:0;z-index:100;height:56px;line-height:56px;padding:0 24px;background:#fff;border-bottom:1px solid #f0f0f0;display:flex;justify-content:space-between;align-items:center;gap:8px}
.fpc-l,.fpc-r{display:flex;align-items:center;gap:24px}
.fpc-r{gap:16px}
.fpc-links{display:flex;align-items:center;gap:24px}
.fpc-h .fpc-logo{font-weight:600;font-size:16px;color:#137c76;white-space:nowrap}
.fpc-logo img{vertical-align:-6px;margin-right:8px}
.fpc-mb{display:none;width:32px;height:32px;align-items:center;justify-content:center;color:rgba(0,0,0,.88)}
.fpc-seg{display:inline-flex;padding:2px;background:#f5f5f5;border-radius:4px;line-height:20px;color:rgba(0,0,0,.65)}
.fpc-seg span{padding:0 7px;border-radius:2px;min-height:20px}
.fpc-seg .fpc-on{background:#fff;color:rgba(0,0,0,.88);box-shadow:0 1px 2px 0 rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px 0 rgba(0,0,0,.02)}
.fpc .fpc-up{background:#137c76;color:#fff;border-radius:8px;height:32px;line-height:1;padding:0 15px;display:inline-flex;align-items:center;gap:8px;white-space:nowrap}
.fpc-um{width:32px;height:32px;display:inline-flex;align-items:center;justify-content:center}
.fpc-um:before{content:'';width:24px;height:24px;border-radius:50%;background:rgba(0,0,0,.25)}
.fpc-side{position:fixed;top:56px;bottom:0;left:0;width:240px;overflow:auto;background:#fff;border-right:1px solid rgba(5,5,5,.06)}
.fpc-sb{padding:16px}
.fpc .fpc-big{display:flex;justify-content:center;height:40px;font-size:16px;border-radius:10px;padding:0 15px}
.fpc-big svg{width:16px;height:16px}
.fpc-side ul{list-style:none;margin:0;padding:0;border-right:1px solid rgba(5,5,5,.06)}
.fpc-side li{height:40px;line-height:40px;margin:4px;border-radius:8px;padding:0 16px 0 24px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.fpc-side li a{color:rgba(0,0,0,.88)}
.fpc-side li a:before{content:'';display:inline-block;width:14px;margin-right:10px}
.fpc-side li.fpc-adm{display:none}
html[data-fp-admin] .fpc-side li.fpc-adm{display:block}
.fpc-c{margin-left:240px;padding:24px}
.fpc-row{display:flex;flex-wrap:wrap;margin:0 -8px}
.fpc-row>div{width:100%;padding:0 8px}
.fpc-home{display:none}
html[data-fp=home] .fpc-home{display:block}
.fpc-car{border-radius:8px;overflow:hidden;height:clamp(120px,40vw,200px);background:url(${SLIDE_1}) left center/cover no-repeat}
.fpc-card{display:none;height:100%;background:#fff;border:1px solid #f0f0f0;border-radius:10px}
.fpc-hide{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (min-width:992px){.fpc-row>div{width:66.6666667%}.fpc-row>div+div{width:33.3333333%}.fpc-card{display:block}}
@media (max-width:767.98px){
.fpc-h{padding:0 12px}
.fpc-l,.fpc-r{gap:8px}
.fpc-links,.fpc-seg,.fpc-side,.fpc-up span{display:none}
.fpc-mb{display:inline-flex}
.fpc .fpc-up{padding:0;width:32px;justify-content:center}
.fpc-c{margin-left:0;padding:12px}
}
${SELECTED.join(',')}{background:#e9f6f4}
${SELECTED.map((sel) => `${sel} a`).join(',')}{color:#137c76}`.replace(/\n/g, '');

/** antd's MenuOutlined, the phone's menu button. */
const MENU_ICON =
  '<svg viewBox="64 64 896 896" width="16" height="16" fill="currentColor" aria-hidden="true"><path d="M904 160H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0 624H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8zm0-312H120c-4.4 0-8 3.6-8 8v64c0 4.4 3.6 8 8 8h784c4.4 0 8-3.6 8-8v-64c0-4.4-3.6-8-8-8z"/></svg>';

/** The sidebar's entries in the app's order (its menu's links are hash routes; feedback opens a new window). */
function sidebarMarkup(lang: Lang): string {
  return SIDEBAR.map((e) => {
    const href = e.newWindow ? e.to : `#${e.to}`;
    const target = e.newWindow ? ' target="_blank" rel="noopener noreferrer"' : '';
    return (
      `<li data-k="${e.key}"${e.managerOnly ? ' class="fpc-adm"' : ''}>` +
      `<a href="${escapeHtml(href)}"${target}>${escapeHtml(e.label[lang])}</a></li>`
    );
  }).join('');
}

/**
 * The home's part: its heading (as the app names the page, for screen readers), the slide (the box's
 * background, drawn as the app's `<img>` is: covering, from the left), the welcome card's empty box.
 */
function homeMarkup(lang: Lang): string {
  const title = CREATOR_ROUTES.find((r) => r.key === 'home')!.title[lang];
  return (
    `<div class="fpc-home"><h1 class="fpc-hide">${escapeHtml(title)}</h1>` +
    `<div class="fpc-row"><div><div class="fpc-car" role="img" aria-label="slide 1"></div></div>` +
    `<div><div class="fpc-card"></div></div></div></div>`
  );
}

const cache = new Map<Lang, string>();

/**
 * The creator centre's first-paint markup in a language: the same for every visitor, built once. Its script
 * goes into the head (`withCreatorHead`).
 */
export function creatorFirstPaint(lang: Lang): string {
  const hit = cache.get(lang);
  if (hit) return hit;
  const t = (key: FirstPaintText) => fpText(lang, key);
  const site = escapeHtml(msg('siteName', lang));
  const markup =
    `<style>${CSS}</style>` +
    `<div class="fpc" data-first-paint>` +
    `<header class="fpc-h"><div class="fpc-l">` +
    // The app's menu button opens a drawer; here its place and look only.
    `<span class="fpc-mb" aria-hidden="true">${MENU_ICON}</span>` +
    `<a class="fpc-logo" href="${SITE_PATHS.home()}"><img src="/favicon.svg" alt="" width="24" height="24">${site}</a>` +
    `<nav class="fpc-links"><a href="${SITE_PATHS.home()}">${t('common:mainSite')}</a>` +
    `<a href="${escapeHtml(SITE_PATHS.creator(creatorPath.home()))}">${t('common:creatorCentre')}</a></nav></div>` +
    `<div class="fpc-r"><span class="fpc-seg" aria-hidden="true">` +
    `<span${lang === 'zh' ? ' class="fpc-on"' : ''}>中文</span><span${lang === 'en' ? ' class="fpc-on"' : ''}>EN</span></span>` +
    `<a class="fpc-up" href="${SITE_PATHS.upload()}" aria-label="${t('common:upload')}">${UPLOAD_ICON}<span>${t('common:upload')}</span></a>` +
    // The user menu's place (the frame shows only with a session, so the app draws one): its avatar's circle.
    `<span class="fpc-um" aria-hidden="true"></span></div></header>` +
    `<aside class="fpc-side"><div class="fpc-sb"><a class="fpc-up fpc-big" href="${SITE_PATHS.upload()}">` +
    `${UPLOAD_ICON}<span>${t('common:upload')}</span></a></div><ul>${sidebarMarkup(lang)}</ul></aside>` +
    `<main class="fpc-c">${homeMarkup(lang)}</main></div>`;
  cache.set(lang, markup);
  return markup;
}

/**
 * The page with the route script at the top of its head (after the charset, which must come in the first
 * kilobyte), then the slide's preload, before the app's scripts and their preloads: the first request.
 */
export const withCreatorHead = (html: string) =>
  html.replace(
    /<head>(\s*<meta charset="[^"]*"\s*\/?>)?/,
    (head) =>
      `${head}<script>${CREATOR_ROUTE_SCRIPT}</script>` +
      `<link rel="preload" as="image" href="${SLIDE_1}" fetchpriority="high">`,
  );
