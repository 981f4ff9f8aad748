// `npm test`: every check and suite, two at a time (see `queue`); after a failure nothing new starts.
// PostgreSQL and Chromium are required in CI (CI=true); on a laptop without them those suites are
// skipped with a clear note.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true' || process.env.CI === '1';
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function reachable(host, port) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: 2000 }, () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

// A fresh clone: install the locked dependencies first (CI has already run `npm ci`).
if (!existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  spawnSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit', shell: true });
}

const results = [];

/** One step: a shell command whose output is kept and printed whole when it ends (lanes run side by side). */
function run(name, cmd, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, { cwd: root, shell: true, env: { ...process.env, ...env } });
    const out = [];
    child.stdout.on('data', (d) => out.push(d));
    child.stderr.on('data', (d) => out.push(d));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`\n=== ${name}: ${cmd} (${seconds}s, ${code === 0 ? 'ok' : 'FAILED'})`);
      const text = Buffer.concat(out);
      process.stdout.write(text);
      const flaky = /^\s+\d+ flaky\b/m.test(stripVTControlCharacters(text.toString()));
      results.push({ name, ok: code === 0, seconds, text: code === 0 && !flaky ? '' : text.toString() });
      resolve(code === 0);
    });
  });
}

/**
 * The steps run as a queue over two slots, not in fixed phases: a free slot never waits for a phase to end
 * (tsc and eslint use one core each; the server tests, the S3 suite, the crash loop and the browser parts wait
 * on PostgreSQL, Swift, restarts and Chromium much of the time). A free slot takes the first step in the list
 * whose prerequisites have passed: the build first (the browser parts and the crash loop need it), then the
 * longest steps, so the last to finish are short ones. After a failure no step starts; the running ones
 * finish and the summary names what failed.
 */
async function queue(steps, slots) {
  const done = new Set();
  let failed = false;
  const waiting = [...steps];
  const next = () => {
    const i = waiting.findIndex((s) => (s.after ?? []).every((a) => done.has(a)));
    return i < 0 ? undefined : waiting.splice(i, 1)[0];
  };
  const sleepers = [];
  const wake = () => sleepers.splice(0).forEach((r) => r());
  const slot = async () => {
    while (!failed && waiting.length > 0) {
      const step = next();
      if (!step) {
        // What is left waits for a step another slot is running.
        await new Promise((r) => sleepers.push(r));
        continue;
      }
      if (await run(step.name, step.cmd, step.env)) done.add(step.name);
      else failed = true;
      wake();
    }
  };
  await Promise.all(Array.from({ length: slots }, slot));
}

function finish() {
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  // CI keeps only the end of the log: a failed step's last lines (where its runner names what failed and
  // why) are repeated here, after the lanes that went on printing.
  for (const r of results.filter((x) => !x.ok)) {
    const lines = stripVTControlCharacters(r.text).split('\n');
    console.log(`\n=== the end of what failed: ${r.name}\n${lines.slice(-80).join('\n')}`);
  }
  // A browser test that failed and then passed on its retry is named too: flaky is a finding, not a pass.
  for (const r of results.filter((x) => x.ok && x.text)) {
    const lines = stripVTControlCharacters(r.text).split('\n');
    const at = lines.findIndex((l) => /^\s+\d+ flaky\b/.test(l));
    console.log(`\n=== flaky (passed on its retry): ${r.name}\n${lines.slice(at, at + 12).join('\n')}`);
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

const pg = await reachable('127.0.0.1', 5432);
const hasChromium = existsSync(chromium);
if (!pg && ci) {
  console.error('PostgreSQL is not reachable at 127.0.0.1:5432 and CI requires it.');
  process.exit(1);
}
if (!hasChromium && ci) {
  console.error(`Chromium is missing at ${chromium} and CI requires it.`);
  process.exit(1);
}

const s3 = ci || existsSync('/usr/bin/swift-proxy-server');
if (!pg)
  console.log(
    '\nNOTE: PostgreSQL not reachable at 127.0.0.1:5432: the PostgreSQL server suite and the two-instance browser test are SKIPPED.',
  );
if (!s3)
  console.log(
    '\nNOTE: OpenStack Swift not installed: the S3 file-store suite is SKIPPED (npm run test:s3 installs it).',
  );
if (!hasChromium) console.log(`\nNOTE: Chromium not found at ${chromium}: the browser suite is SKIPPED.`);

// Every step, the build first and then the longest; `after` names the steps it needs.
const projects = [
  '--project domain',
  '--project web',
  '--project server-sqlite',
  pg ? '--project server-postgres' : '',
].join(' ');
const BUILD = 'build';
const steps = [
  { name: BUILD, cmd: 'npm run build --silent' },
  {
    name: 'unit and server tests (SQLite' + (pg ? ' and PostgreSQL)' : ')'),
    cmd: `npx vitest run ${projects}`,
  },
];
// Beside the server suites, which hold timing checks (a revocation or a live message within a second), go the
// steps that mostly wait (Swift round trips, the crash loop's restarts), as the phases paired them before: with
// two browser shards beside it instead, a run saw those checks take 1.6 s.
if (s3)
  steps.push({
    name: 'files on a real S3 API (Swift s3api): store suite, upload, download, metadata, transfer, backup, two instances',
    cmd: 'bash scripts/test-s3.sh',
  });
steps.push({
  name: 'crash safety (SIGKILL loop during uploads and submits)',
  cmd: 'node scripts/crash-safety.mjs',
  after: [BUILD],
});
// The browser suite: each part against a server and demo world of its own (ports differ). Each part compiles
// the specs into a cache of its own: two runners starting together read each other's half-written cache files
// (a part then found no projects in the config). The sweeps (axe on every page, every page at four widths)
// read the demo inbox, which the feature specs expect unread: they get their own servers.
const SHARDS = 3;
const pw = (port, args) => ({
  name: `browser tests (Playwright, Chromium): ${args}`,
  cmd: `cd e2e && npx playwright test ${args}`,
  env: {
    E2E_PORT: String(port),
    E2E_ARTIFACTS: `.artifacts-${port}`,
    PWTEST_CACHE_DIR: path.join(os.tmpdir(), `vsqx-playwright-cache-${port}`),
  },
  after: [BUILD],
});
if (hasChromium) {
  for (let k = 1; k <= SHARDS; k += 1)
    steps.push(pw(8760 + 2 * k, `--project features --shard=${k}/${SHARDS}`));
  steps.push(
    pw(8770, '--project sweeps --no-deps specs/a11y.spec.ts'),
    pw(8772, '--project sweeps --no-deps specs/responsive.spec.ts'),
  );
}
steps.push({ name: 'lint', cmd: 'npx eslint .' }, { name: 'typecheck', cmd: 'npm run typecheck --silent' });
// Two instances behind one PostgreSQL (issue 24 live messages): two servers of their own.
if (hasChromium && pg) steps.push(pw(8774, '--config playwright.two-instances.config.ts'));
steps.push(
  { name: 'formatting (Prettier)', cmd: 'npx prettier --check . --log-level warn' },
  { name: 'i18n keys', cmd: 'node scripts/check-i18n.mjs' },
  { name: 'knip', cmd: 'npx knip --no-progress' },
);
// Two at once: with three, the server suites' one-second checks failed once in two quiet runs (1.6 s).
await queue(steps, Number(process.env.TEST_SLOTS ?? 2));
finish();
