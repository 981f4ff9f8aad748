import { expect, type Browser, type Page } from '@playwright/test';
import { XSS_CORPUS } from '../../apps/server/src/test/xss-corpus';
import { useSession, type E2ESession } from './session';
import { watchCsp } from './csp';
import { networkQuiet } from './network-quiet';

/** Every payload of the shared corpus (apps/server/src/test/xss-corpus.ts), HTML and Markdown alike. */
export const PAYLOADS: readonly string[] = XSS_CORPUS.map((c) => c.payload);

/** Payloads that fit a short field (and hold no comma, which splits tag lists). */
export const shortPayloads = (max: number) => PAYLOADS.filter((p) => p.length <= max && !/[,，]/.test(p));

/**
 * Packs every payload into as few texts of at most `max` characters as it takes (newline separated), so a
 * length-limited plain-text field still carries the whole corpus over a few items.
 */
export function pack(max: number, payloads: readonly string[] = PAYLOADS, head = ''): string[] {
  const out: string[] = [];
  let cur = head;
  for (const p of payloads.filter((x) => head.length + x.length <= max)) {
    if (cur.length + p.length + 1 > max) {
      out.push(cur);
      cur = head;
    }
    cur += (cur ? '\n' : '') + p;
  }
  if (cur !== head) out.push(cur);
  return out;
}

export interface Watched {
  page: Page;
  /** Every dialog any page of this context opened (a payload that ran calls alert / confirm / prompt). */
  dialogs: string[];
  close(): Promise<void>;
}

/**
 * A fresh browser context (logged in as `s`, or anonymous) whose dialogs are recorded and dismissed. A
 * payload that got past the sanitiser and React would also meet the server's CSP, and that refusal fails
 * the test (support/csp.ts); `bypassCsp` turns the policy off, so the control can show a payload running.
 */
export async function watchedPage(
  browser: Browser,
  s: E2ESession | null,
  opts: { bypassCsp?: boolean } = {},
): Promise<Watched> {
  const ctx = await browser.newContext({ locale: 'zh-CN', bypassCSP: opts.bypassCsp ?? false });
  if (!opts.bypassCsp) await watchCsp(ctx);
  const dialogs: string[] = [];
  // Every page of the context, the first one and any popup alike.
  ctx.on('page', (p) =>
    p.on('dialog', (d) => {
      dialogs.push(`${p.url()}: ${d.type()} ${d.message()}`);
      d.dismiss().catch(() => undefined);
    }),
  );
  const page = await ctx.newPage();
  if (s) await useSession(page, s);
  return { page, dialogs, close: () => ctx.close() };
}

/**
 * Lists what a payload would need to run, anywhere in the rendered document: inline event handlers,
 * script-bearing URLs, frames and plugins, script elements holding a payload, injected <base>, script-like
 * CSS. The app itself sets none of these (React attaches listeners at the root, not as attributes).
 */
export async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const URL_ATTRS = [
      'href',
      'src',
      'action',
      'formaction',
      'data',
      'background',
      'poster',
      'xlink:href',
      'srcset',
    ];
    for (const el of Array.from(document.querySelectorAll('*'))) {
      const tag = el.tagName.toUpperCase();
      for (const a of Array.from(el.attributes)) {
        const name = a.name.toLowerCase();
        // eslint-disable-next-line no-control-regex
        const value = a.value.replace(/[\u0000-\u0020]/g, '').toLowerCase();
        if (name.startsWith('on')) bad.push(`<${tag} ${name}>`);
        if (name === 'srcdoc') bad.push(`<${tag} srcdoc>`);
        if (URL_ATTRS.includes(name) && /^(javascript|vbscript|data:text\/html)/.test(value))
          bad.push(`<${tag} ${name}=${value.slice(0, 30)}>`);
        if ((tag === 'IMG' || tag === 'SCRIPT') && name === 'src' && value.startsWith('//'))
          bad.push(`<${tag} protocol-relative src>`);
        if (name === 'style' && /expression\(|javascript:|behavior:|-moz-binding/.test(value))
          bad.push(`<${tag} style=${value.slice(0, 30)}>`);
      }
      if (['IFRAME', 'FRAME', 'OBJECT', 'EMBED', 'BASE', 'ISINDEX', 'APPLET'].includes(tag))
        bad.push(`<${tag}>`);
      if (tag === 'META' && /refresh/i.test(el.getAttribute('http-equiv') ?? '')) bad.push('<META refresh>');
      // A data block (the page's data in its HTML, apps/server plugins/site-home-first-screen.ts) is never run:
      // its text is the titles it carries, payloads included, until the app has read it.
      if (
        tag === 'SCRIPT' &&
        el.getAttribute('type') !== 'application/json' &&
        /alert|msgbox/.test(el.textContent ?? '')
      )
        bad.push('<SCRIPT> with a payload');
      if (tag === 'STYLE' && /javascript:|behavior:|-moz-binding|expression\(/i.test(el.textContent ?? ''))
        bad.push('<STYLE> with a payload');
    }
    return bad;
  });
}

/**
 * Loads a page, lets error handlers and timers fire, then checks that nothing ran and nothing was injected.
 * `inApp` moves there inside the app already loaded (history and popstate, as its own links do) instead of
 * loading the page again: checking many items of one kind then costs a render each, not a cold start. `ready`
 * must then wait for something only the new page shows.
 */
export async function visitInert(
  w: Watched,
  url: string,
  ready: (p: Page) => Promise<void>,
  { inApp = false } = {},
) {
  if (inApp && w.page.url().startsWith('http')) {
    await w.page.evaluate((to) => {
      delete (window as unknown as { __quiet?: unknown }).__quiet;
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  } else {
    await w.page.goto(url);
  }
  await ready(w.page);
  await networkQuiet(w.page, inApp ? 300 : 500).catch(() => undefined);
  if (!inApp) await w.page.waitForTimeout(300);
  expect(await injected(w.page), url).toEqual([]);
  expect(w.dialogs, url).toEqual([]);
}
