// Lighthouse 12 against the real built app served by the real server (demo world): the site home, a project
// page and the creator home (logged in), mobile and desktop presets, median of 3 runs each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { freePort } from './server';
import { demoSession } from './demo-session';

/** Debian's Chromium with the flags every browser run here uses (no background traffic to skew the network). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface LighthouseFigures {
  page: string;
  preset: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Compressed bytes of JavaScript the page's load transferred. */
  jsBytes: number;
}

/** Starts the bundled server (`serverDist/main.js`) on a fresh data folder with the demo world seeded. */
export async function startDemoServer(serverDist: string, webDist: string) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-lh-'));
  const proc = spawn(process.execPath, [path.join(serverDist, 'main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      LOGIN_RATE_MAX: '1000',
    },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (proc.exitCode !== null) throw new Error(`server exited (${proc.exitCode})`);
    try {
      if ((await fetch(`${base}/api/app/home`)).ok) break;
    } catch {
      /* starting */
    }
    if (i > 300) throw new Error('server did not start in 60 s');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    stop() {
      proc.kill();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** For BENCH_LH_DETAILS=1: the audits of the non-performance categories that did not pass, and the scripts loaded. */
function details(lhr: Result) {
  const failed = ['accessibility', 'best-practices', 'seo'].flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1)
      .map((r) => `${c}: ${r.id}`),
  );
  const items =
    (
      lhr.audits['network-requests']?.details as
        { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  const scripts = items
    .filter((i) => i.resourceType === 'Script')
    .map((i) => `${Math.round((i.transferSize ?? 0) / 1024)} KB ${i.url.replace(/^.*\//, '')}`);
  const table = (id: string, f: (i: Record<string, unknown>) => string) =>
    `${id}: ${((lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []).slice(0, 8).map(f).join(', ')}`;
  const ms = (v: unknown) => Math.round(Number(v));
  const file = (v: unknown) => String(v).replace(/^.*\//, '');
  return [
    ...failed,
    `scripts: ${scripts.join(', ')}`,
    table('long-tasks', (i) => `${ms(i.duration)} ms at ${ms(i.startTime)} ${file(i.url)}`),
    table('bootup-time', (i) => `${file(i.url)} ${ms(i.scripting)} ms`),
    `LCP element: ${JSON.stringify((lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined)?.items?.[0]?.items?.[0]?.node?.snippet ?? '')}`,
    // The simulated LCP's phases (Lighthouse's second table of that audit).
    `LCP phases: ${((lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: { phase?: string; timing?: number }[] }[] } | undefined)?.items?.[1]?.items ?? []).map((i) => `${i.phase} ${ms(i.timing)} ms`).join(', ')}`,
  ]
    .map((l) => `    ${l}`)
    .join('\n');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function figures(lhr: Result) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const items =
    (
      lhr.audits['network-requests']?.details as
        { items?: { resourceType?: string; transferSize?: number }[] } | undefined
    )?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: num('largest-contentful-paint'),
    tbtMs: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    jsBytes: items.filter((i) => i.resourceType === 'Script').reduce((n, i) => n + (i.transferSize ?? 0), 0),
  };
}

/**
 * Runs the audits. The session lives in localStorage (apps/web/src/lib/session.ts), so Lighthouse's storage
 * reset is off: before each run the token is written through the DevTools protocol and the HTTP cache is
 * cleared, so every run is a cold load of a logged-in visitor.
 */
export async function runLighthouse(opts: {
  serverDist: string;
  webDist: string;
  runs?: number;
}): Promise<LighthouseFigures[]> {
  const server = await startDemoServer(opts.serverDist, opts.webDist);
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const out: LighthouseFigures[] = [];
  try {
    const { base } = server;
    const { stored, projectId: pid } = await demoSession(base);
    // BENCH_LH_PAGES=project / BENCH_LH_PRESETS=mobile: only the rows whose name holds one of the listed
    // words, for a before/after pair of one page without the other rows' minutes.
    const only = (env: string | undefined) => (name: string) =>
      !env || env.split(',').some((w) => name.includes(w.trim()));
    const pages = (
      [
        ['site home', '/'],
        ['project page', `/project/vn${pid}`],
        ['creator home', '/creator/#/home'],
      ] as [string, string][]
    ).filter(([name]) => only(process.env.BENCH_LH_PAGES)(name));
    const presets = (['mobile', 'desktop'] as const).filter(only(process.env.BENCH_LH_PRESETS));
    const context = browser.contexts()[0];
    const prepare = async () => {
      const tab = await context.newPage();
      // A plain-text answer of this origin: a document to write localStorage in, without loading the app.
      await tab.goto(`${base}/assets/none.txt`);
      await tab.evaluate((s) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, String(v));
        // As the app stores its language (apps/web lib/i18n.ts): the HTML preloads that language's pack.
        document.cookie = `lang=${s.lang}; path=/`;
      }, stored);
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.clearBrowserCache');
      await tab.close();
    };
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: true,
      locale: 'en',
    };
    /** One cold run; a trace Chromium failed to record (NO_NAVSTART, now and then on a hash address) is run again. */
    const audit = async (url: string, preset: 'mobile' | 'desktop'): Promise<Result> => {
      for (let attempt = 1; ; attempt++) {
        await prepare();
        const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
        const error = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'no result' };
        if (result && !error) return result.lhr;
        if (attempt === 3) throw new Error(`${url}: ${error?.code} ${error?.message}`);
      }
    };
    for (const preset of presets) {
      for (const [name, url] of pages) {
        const runs: ReturnType<typeof figures>[] = [];
        for (let i = 0; i < (opts.runs ?? 3); i++) {
          const lhr = await audit(`${base}${url}`, preset);
          runs.push(figures(lhr));
          // BENCH_LH_SAVE=<dir>: every report as JSON, for a look at what the summary leaves out.
          if (process.env.BENCH_LH_SAVE) {
            fs.mkdirSync(process.env.BENCH_LH_SAVE, { recursive: true });
            const file = `${preset}-${name.replace(/ /g, '-')}-${i + 1}.json`;
            fs.writeFileSync(path.join(process.env.BENCH_LH_SAVE, file), JSON.stringify(lhr));
          }
          if (process.env.BENCH_LH_DETAILS && i === 0) console.log(details(lhr));
          // What the unthrottled load itself showed: Lantern simulates the phone from the requests and tasks
          // that came before these moments (docs/performance.md, seventh round).
          const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)
            ?.items?.[0];
          console.log(
            // benchmarkIndex: Lighthouse's measure of the machine's CPU speed during the run (context for the
            // 4× CPU figures: a loaded 2-core VM scores far below a phone-reference desktop).
            `  ${preset} ${name} run ${i + 1}: perf ${runs.at(-1)!.performance}, LCP ${Math.round(runs.at(-1)!.lcpMs)} ms, TBT ${Math.round(runs.at(-1)!.tbtMs)} ms, benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}` +
              (observed
                ? `, observed FCP ${Math.round(observed.observedFirstContentfulPaint ?? NaN)} ms, LCP ${Math.round(observed.observedLargestContentfulPaint ?? NaN)} ms`
                : ''),
          );
        }
        const m = (k: keyof ReturnType<typeof figures>) => median(runs.map((r) => r[k]));
        out.push({
          page: name,
          preset,
          performance: m('performance'),
          accessibility: m('accessibility'),
          bestPractices: m('bestPractices'),
          seo: m('seo'),
          lcpMs: m('lcpMs'),
          tbtMs: m('tbtMs'),
          cls: m('cls'),
          jsBytes: m('jsBytes'),
        });
      }
    }
  } finally {
    await browser.close().catch(() => undefined);
    chrome.kill();
    server.stop();
  }
  return out;
}
