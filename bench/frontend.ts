// Front-end budget: gzip JS per entry and per route from the Vite manifest, a lab run of the creator home
// (LCP, TBT) in Debian's Chromium, unthrottled and at 4x CPU slowdown, and Lighthouse 12 (bench/lib/lighthouse.ts).
// Run: npm run bench -- frontend (or npx tsx bench/frontend.ts).
// `npx tsx bench/frontend.ts --lighthouse-only <web dist> <server dist>` prints only the Lighthouse table of
// another build (how the "before" figures in docs/performance.md were taken) and writes nothing;
// BENCH_LH_RUNS=1 takes one run per row instead of the median of 3; BENCH_LH_PAGES=project and
// BENCH_LH_PRESETS=mobile keep only the rows whose page or preset name holds one of the (comma-separated) words;
// BENCH_LH_SAVE=<dir> writes every report there as JSON.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { spawn, execSync } from 'node:child_process';
import { chromium } from 'playwright-core';
import { ROOT, machine, table, writeSection } from './lib/report';
import { runLighthouse, type LighthouseFigures } from './lib/lighthouse';
import { demoSession } from './lib/demo-session';

const LH_VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** Lighthouse's figures as a table, with the targets of issue 19 beside them. */
function lighthouseTable(figs: LighthouseFigures[]) {
  return table(
    [
      'page',
      'preset',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'LCP (s)',
      'TBT (ms)',
      'CLS',
      'JS KB transferred',
    ],
    figs.map((f) => [
      f.page,
      f.preset,
      f.performance,
      f.accessibility,
      f.bestPractices,
      f.seo,
      (f.lcpMs / 1000).toFixed(2),
      Math.round(f.tbtMs),
      f.cls.toFixed(3),
      (f.jsBytes / 1024).toFixed(1),
    ]),
  );
}

if (process.argv[2] === '--lighthouse-only') {
  const [webDist, serverDist] = process.argv.slice(3).map((p) => path.resolve(p));
  console.log(
    lighthouseTable(
      await runLighthouse({ webDist, serverDist, runs: Number(process.env.BENCH_LH_RUNS ?? 3) }),
    ),
  );
  process.exit(0);
}

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
  src?: string;
  css?: string[];
}
const dist = path.join(ROOT, 'apps/web/dist');
if (!fs.existsSync(path.join(dist, '.vite/manifest.json')))
  execSync('npm run build -w @vsqx/web', { cwd: ROOT, stdio: 'inherit' });
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, file))).length;

/** The chunk and everything it imports statically (what loads before it can run). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const i of manifest[key]?.imports ?? []) closure(i, seen);
  return seen;
}
const kb = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(manifest[k].file), 0) / 1024;

/** What the `from` chunks load later with import(), and what those load, minus what `have` already holds. */
function lazyClosure(from: Iterable<string>, keys: Set<string>): Set<string> {
  const out = new Set<string>();
  const todo = [...from].flatMap((k) => manifest[k]?.dynamicImports ?? []);
  while (todo.length) {
    const k = todo.pop()!;
    if (keys.has(k) || out.has(k)) continue;
    for (const c of closure(k))
      if (!keys.has(c) && !out.has(c)) {
        out.add(c);
        todo.push(...(manifest[c]?.dynamicImports ?? []));
      }
  }
  return out;
}

// The interface language's pack (texts, antd locale) is fetched before the first render: it counts in the first
// load. The lab run below is in Chinese, so the Chinese pack is counted.
const langPack = Object.keys(manifest).find((k) => k.endsWith('src/lib/lang-zh.ts'));
const isLangPack = (k: string) => /src\/lib\/lang-(zh|en)\.ts$/.test(k);

const rows: (string | number)[][] = [];
for (const [entry, label] of [
  ['creator/index.html', 'creator centre'],
  ['index.html', 'site'],
] as const) {
  const initial = closure(entry);
  if (langPack) closure(langPack, initial);
  // The first screen also needs its route: home for the creator centre, the site home page for the site.
  const first = Object.keys(manifest).find((k) =>
    k.includes(label === 'creator centre' ? 'home/pages/home-page' : 'site/pages/site-home-page'),
  );
  const withRoute = first ? closure(first, new Set(initial)) : initial;
  rows.push([`${label}: first load (entry + language pack + first route)`, kb(withRoute).toFixed(1)]);
  const routeOnly = [...withRoute].filter((k) => !initial.has(k));
  rows.push([
    `${label}: lazy parts of the first route (loaded after it renders)`,
    kb(lazyClosure(routeOnly, withRoute)).toFixed(1),
  ]);
  // Each page (and any other lazy part of the shell), over what the entry already loaded.
  const lazy = new Set(
    [...initial]
      .flatMap((k) => manifest[k].dynamicImports ?? [])
      .filter((k) => !isLangPack(k) && !initial.has(k)),
  );
  for (const dyn of lazy) {
    const route = closure(dyn, new Set(initial));
    for (const k of initial) route.delete(k);
    const kind = dyn.includes('/pages/') ? 'route' : 'lazy part';
    rows.push([
      `${label} ${kind} ${dyn.replace(/^src\/(features\/)?/, '').replace(/\.tsx?$/, '')}`,
      kb(route).toFixed(1),
    ]);
  }
}
const worstRoute = Math.max(...rows.filter((r) => String(r[0]).includes(' route ')).map((r) => Number(r[1])));

async function lab() {
  const port = 8700 + Math.floor(Math.random() * 200);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-lab-'));
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, WEB_DIST: dist, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/api/docs/json`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const { stored } = await demoSession(base);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const results: (string | number)[][] = [];
  try {
    for (const slowdown of [1, 4]) {
      const samples: { lcp: number; tbt: number }[] = [];
      for (let run = 0; run < 3; run++) {
        const ctx = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1366, height: 860 } });
        await ctx.addInitScript((s) => {
          for (const [k, v] of Object.entries(s)) localStorage.setItem(k, String(v));
          const w = window as unknown as { __lcp: number; __tbt: number };
          w.__lcp = 0;
          w.__tbt = 0;
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) w.__lcp = e.startTime;
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) w.__tbt += Math.max(0, e.duration - 50);
          }).observe({ type: 'longtask', buffered: true });
        }, stored);
        const page = await ctx.newPage();
        const cdp = await ctx.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        // Not 'networkidle': the centre keeps its live-message stream open, so the network is never idle.
        await page.goto(`${base}/creator/#/home`, { waitUntil: 'load' });
        await page.waitForSelector('[data-testid="stat-all_project_num"]');
        await page.waitForTimeout(1500);
        samples.push(
          await page.evaluate(() => {
            const w = window as unknown as { __lcp: number; __tbt: number };
            return { lcp: w.__lcp, tbt: w.__tbt };
          }),
        );
        await ctx.close();
      }
      const med = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
      results.push([
        `${slowdown}x CPU`,
        (med(samples.map((s) => s.lcp)) / 1000).toFixed(2),
        Math.round(med(samples.map((s) => s.tbt))),
      ]);
    }
  } finally {
    await browser.close();
    server.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

const labRows = await lab();
const lhFigures = await runLighthouse({ webDist: dist, serverDist: path.join(ROOT, 'apps/server/dist') });
writeSection(
  'frontend',
  'Front end: bundle sizes and home-page lab run',
  `${machine()}. Reproduce: \`npx tsx bench/frontend.ts\` (builds the web app if needed).\n\n` +
    `Gzip JS per entry and per lazy route (route rows exclude what the entry already loaded). Budget: creator-centre first load ≤ 250 KB, no route over 400 KB; worst route here: ${worstRoute.toFixed(1)} KB.\n\n` +
    table(['what', 'KB gzip'], rows) +
    `\n\nCreator home (\`/creator/#/home\`, logged in, demo world), median of 3 runs in Chromium; LCP from PerformanceObserver, TBT = sum of long-task time over 50 ms. Budget: LCP ≤ 1.0 s unthrottled, ≤ 2.5 s at 4x; TBT ≤ 150 ms.\n\n` +
    table(['CPU', 'LCP (s)', 'TBT (ms)'], labRows) +
    `\n\nLighthouse ${LH_VERSION} (\`lighthouse\` npm package, Debian's Chromium, headless), the real server with the demo world, median of 3 cold loads per row (the creator home logged in). ` +
    `Targets: performance ≥ 90 mobile / ≥ 95 desktop, best practices ≥ 95, SEO ≥ 95, LCP ≤ 2.5 s and TBT ≤ 200 ms mobile, CLS ≤ 0.05, creator-home JS ≤ 300 KB transferred.\n\n` +
    lighthouseTable(lhFigures),
);
