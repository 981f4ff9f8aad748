// Where a cold load's main thread goes (issue 19): the built app served by the real server (demo world), a
// logged-in visitor at 412 px with 4× CPU throttling, a Chrome trace with V8's sampling profiler. Prints each
// main-thread task of 50 ms or more (what is inside it) and the profile's self time inside each module
// evaluation, by script. Lighthouse's TBT swings with the shared machine's speed; these task lengths let a
// before/after pair of builds be compared task by task.
// Run: npx tsx bench/first-load-trace.ts <web dist> <server dist> [site,project] [runs]
// (SAVE=/tmp/x writes each trace as /tmp/x-<page>-<run>.json for chrome://tracing or a closer look.)
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startDemoServer } from './lib/lighthouse';
import { demoSession } from './lib/demo-session';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; beginData?: { url?: string }; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { url?: string; functionName?: string };
}

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'disabled-by-default-v8.cpu_profiler',
  'loading',
  'blink.user_timing',
];
/** The trace events worth naming inside a long task (ms per name). */
const INSIDE = [
  'v8.evaluateModule',
  'V8.CompileCode',
  'FunctionCall',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MinorGC',
];
const file = (url: unknown) => String(url ?? '').replace(/^.*\//, '');
const ms = (us: number) => Math.round(us / 1000);

/** The long tasks of the page's renderer main thread, and what the profile says ran in the module evaluations. */
function summarise(events: TraceEvent[], base: string) {
  const pid = events.find(
    (e) => e.name === 'ParseHTML' && String(e.args?.beginData?.url).startsWith(base),
  )?.pid;
  const tid = events.find(
    (e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain',
  )?.tid;
  const main = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  // The document's own navigation (the renderer also records one for its initial empty document).
  const navigations = events.filter((e) => e.name === 'navigationStart' && e.pid === pid);
  const t0 =
    (
      navigations.find((e) => String(e.args?.data?.documentLoaderURL ?? '').startsWith(base)) ??
      navigations.at(-1)
    )?.ts ?? 0;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts;
  const tasks: TraceEvent[] = [];
  for (const e of main
    .filter((x) => x.name === 'RunTask' || x.name === 'ThreadControllerImpl::RunTask')
    .sort((a, b) => a.ts - b.ts)) {
    const last = tasks.at(-1);
    if (e.ts >= t0 && !(last && e.ts < last.ts + (last.dur ?? 0))) tasks.push(e);
  }
  const lines: string[] = [];
  let blocking = 0;
  for (const t of tasks) {
    const d = (t.dur ?? 0) / 1000;
    if (fcp && t.ts >= fcp) blocking += Math.max(0, d - 50);
    if (d < 50) continue;
    const by = new Map<string, number>();
    for (const e of main)
      if (INSIDE.includes(e.name) && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= t.ts + (t.dur ?? 0))
        by.set(e.name, (by.get(e.name) ?? 0) + (e.dur ?? 0));
    lines.push(
      `   ${Math.round(d)} ms at ${ms(t.ts - t0)} | ${[...by].map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`,
    );
  }
  // The sampling profile: self time per script inside each module evaluation over 20 ms.
  const nodes = new Map<number, ProfileNode>();
  const samples: { t: number; node: number }[] = [];
  let clock = 0;
  for (const e of events.filter(
    (x) => x.pid === pid && (x.name === 'Profile' || x.name === 'ProfileChunk'),
  )) {
    const data = e.args?.data as {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    if (e.name === 'Profile') clock = data.startTime ?? clock;
    for (const n of data.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (data.cpuProfile?.samples ?? []).forEach((node, i) => {
      clock += data.timeDeltas?.[i] ?? 0;
      samples.push({ t: clock, node });
    });
  }
  for (const span of main.filter((e) => e.name === 'v8.evaluateModule' && (e.dur ?? 0) > 20_000)) {
    const self = new Map<string, number>();
    for (let i = 1; i < samples.length; i++) {
      const s = samples[i - 1];
      if (s.t < span.ts || s.t >= span.ts + (span.dur ?? 0)) continue;
      const frame = nodes.get(s.node)?.callFrame;
      const key = frame?.functionName?.startsWith('(') ? frame.functionName : file(frame?.url) || '(native)';
      self.set(key, (self.get(key) ?? 0) + samples[i].t - s.t);
    }
    const top = [...self].sort((a, b) => b[1] - a[1]).slice(0, 8);
    lines.push(
      `   module evaluation ${ms(span.dur ?? 0)} ms at ${ms(span.ts - t0)}: ${top.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`,
    );
  }
  const head = `FCP ${fcp ? ms(fcp - t0) : '?'} ms, long tasks' excess over 50 ms after FCP ${Math.round(blocking)} ms`;
  return [head, ...lines].join('\n');
}

const [webDist, serverDist] = process.argv.slice(2, 4).map((p) => path.resolve(p));
const wanted = (process.argv[4] ?? 'site,project').split(',');
const runs = Number(process.argv[5] ?? 1);
const server = await startDemoServer(serverDist, webDist);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic'],
});
try {
  const { base } = server;
  const { stored, projectId: pid } = await demoSession(base);
  const pages = [
    ['site', '/'],
    ['project', `/project/vn${pid}`],
  ].filter(([name]) => wanted.includes(name));
  for (let run = 1; run <= runs; run++)
    for (const [name, url] of pages) {
      // A phone's viewport as Lighthouse's mobile preset has it; the session as the app stores it (lib/session.ts).
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
        isMobile: true,
        hasTouch: true,
      });
      const setup = await context.newPage();
      await setup.goto(`${base}/assets/none.txt`);
      await setup.evaluate((s) => {
        for (const [k, v] of Object.entries(s)) localStorage.setItem(k, String(v));
        document.cookie = 'lang=zh; path=/';
      }, stored);
      await setup.close();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await browser.startTracing(page, { categories: CATEGORIES });
      await page.goto(base + url, { waitUntil: 'load' });
      await page.waitForTimeout(4000);
      const trace = await browser.stopTracing();
      await context.close();
      if (process.env.SAVE) fs.writeFileSync(`${process.env.SAVE}-${name}-${run}.json`, trace);
      const { traceEvents } = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] };
      console.log(`${name} run ${run}: ${summarise(traceEvents, base)}`);
    }
} finally {
  await browser.close();
  server.stop();
}
