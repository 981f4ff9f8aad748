// `npm test`: every check and suite, in order, stopping at the first failure.
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
 * Lanes run at the same time, the steps of one lane in order (a lane stops at its first failure). The machine
 * has 2 cores: the lanes pair a single-threaded or waiting step (eslint, tsc, Swift round trips, the crash
 * loop's restarts) with a busy one, which is what brings `npm test` under 20 minutes. A failure ends the run.
 */
async function lanes(...ls) {
  const ok = await Promise.all(
    ls.map(async (lane) => {
      for (const [name, cmd, env] of lane) if (!(await run(name, cmd, env))) return false;
      return true;
    }),
  );
  if (ok.includes(false)) finish();
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

// 1. Static checks beside the build (eslint and tsc use one core each; knip, unused files, exports and
// dependencies, takes a few seconds).
await lanes(
  [
    ['lint', 'npx eslint .'],
    ['formatting (Prettier)', 'npx prettier --check . --log-level warn'],
    ['i18n keys', 'node scripts/check-i18n.mjs'],
    ['knip', 'npx knip --no-progress'],
  ],
  [
    ['typecheck', 'npm run typecheck --silent'],
    ['build', 'npm run build --silent'],
  ],
);

// 2. The unit and server suites beside the S3 suite (mostly waiting on Swift) and the crash loop (waiting on restarts).
const projects = [
  '--project domain',
  '--project web',
  '--project server-sqlite',
  pg ? '--project server-postgres' : '',
].join(' ');
await lanes(
  [['unit and server tests (SQLite' + (pg ? ' and PostgreSQL)' : ')'), `npx vitest run ${projects}`]],
  [
    ...(s3
      ? [
          [
            'files on a real S3 API (Swift s3api): store suite, upload, download, metadata, transfer, backup, two instances',
            'bash scripts/test-s3.sh',
          ],
        ]
      : []),
    ['crash safety (SIGKILL loop during uploads and submits)', 'node scripts/crash-safety.mjs'],
  ],
);

// 3. The browser suite in two lanes, each part against a server and demo world of its own (ports differ).
// The sweeps read the demo inbox, which the feature specs expect unread: they get their own servers.
if (hasChromium) {
  // Each part compiles the specs into a cache of its own: two runners starting together read each other's
  // half-written cache files (a part then found no projects in the config).
  const pw = (port, args) => [
    `browser tests (Playwright, Chromium): ${args}`,
    `cd e2e && npx playwright test ${args}`,
    {
      E2E_PORT: String(port),
      E2E_ARTIFACTS: `.artifacts-${port}`,
      PWTEST_CACHE_DIR: path.join(os.tmpdir(), `vsqx-playwright-cache-${port}`),
    },
  ];
  // Two instances behind one PostgreSQL (issue 24 live messages): two more servers, so after the sweeps.
  const twoInstances = pg ? [pw(8769, '--config playwright.two-instances.config.ts')] : [];
  await lanes(
    [pw(8765, '--project features --shard=1/2'), pw(8767, '--project sweeps --no-deps specs/a11y.spec.ts')],
    [
      pw(8766, '--project features --shard=2/2'),
      pw(8768, '--project sweeps --no-deps specs/responsive.spec.ts'),
      ...twoInstances,
    ],
  );
}
finish();
