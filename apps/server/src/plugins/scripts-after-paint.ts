import { cspHashOf } from '../lib/csp-hash';

/**
 * A page painted from its HTML (first-paint-frame.ts) asks for the app's scripts only once that paint is on
 * screen (issue 19, docs/decisions.md "The app's scripts after the first paint").
 *
 * Why: the ~300 KB of module scripts do not block the HTML's paint, but on a phone they share its connection.
 * Fetched at once by the preload scanner (the entry, Vite's module preloads and the first screen's), they
 * compete with the first screen's covers; and a trace where they arrived before the paint makes Lighthouse's
 * phone model count every one of them as needed for that paint (its first-contentful-paint graph keeps the
 * High-priority scripts that ended before the observed paint), which put the site home's simulated first paint
 * at 3.5 s beside an observed 0.3 s. After the paint they still download in parallel, as before, with the
 * first screen's preloads, and the app runs as soon as they arrive.
 *
 * How: the HTML's module script and module preloads become a JSON data block (inert: the preload scanner
 * does not fetch from it) and the script below, allowed by its hash in the CSP, adds them back when the
 * browser reports its first contentful paint. It adds them at once when there is nothing of the first
 * screen to wait for: a hidden tab (it paints nothing until shown), a first screen its own CSS hides (the
 * creator centre without a session), or a browser without paint timing; and after 1 s in any case.
 */

/** The id of the data block: `[entry, ...module preloads]`. */
export const APP_SCRIPTS_ID = 'app-scripts';

/** The script, as one line: its hash below must be of these exact characters. */
export const AFTER_PAINT_SCRIPT =
  `(function(){var d=document,w=window,done=0,u=JSON.parse(d.getElementById('${APP_SCRIPTS_ID}').textContent);` +
  `function add(e,k,h){e[k]=h;e.crossOrigin='';d.head.appendChild(e)}` +
  `function go(){if(done)return;done=1;` +
  `for(var i=1;i<u.length;i++){var l=d.createElement('link');l.rel='modulepreload';add(l,'href',u[i])}` +
  `var s=d.createElement('script');s.type='module';add(s,'src',u[0])}` +
  `try{var f=d.querySelector('[data-first-paint]'),P=w.PerformanceObserver;` +
  `if(d.visibilityState!=='visible'||!f||!f.getClientRects().length||!P||` +
  `(P.supportedEntryTypes||[]).indexOf('paint')<0)return go();` +
  `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}})` +
  `.observe({type:'paint',buffered:true});setTimeout(go,1000)}catch(x){go()}})()`;

/** The CSP source that allows the script above. */
export const AFTER_PAINT_SCRIPT_CSP = cspHashOf(AFTER_PAINT_SCRIPT);

const MODULE_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)"\s*\/?>\s*/g;

/**
 * The HTML with its module script and module preloads loaded by the script above, after `#root` (whose
 * markup is then parsed when it runs). An HTML without a module script is returned as it is.
 */
export function withScriptsAfterPaint(html: string): string {
  const entry = MODULE_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const urls = JSON.stringify([entry, ...preloads]).replace(/</g, '\\u003c');
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      /<\/body>/,
      () =>
        `<script type="application/json" id="${APP_SCRIPTS_ID}">${urls}</script>` +
        `<script>${AFTER_PAINT_SCRIPT}</script></body>`,
    );
}
