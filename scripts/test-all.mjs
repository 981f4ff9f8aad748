// `npm test`: every check and suite, in order, stopping at the first failure.
// PostgreSQL and Chromium are required in CI (CI=true); on a laptop without them those suites are
// skipped with a clear note.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
function step(name, cmd) {
  console.log(`\n=== ${name}: ${cmd}`);
  const started = Date.now();
  const r = spawnSync(cmd, { cwd: root, stdio: 'inherit', shell: true });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: r.status === 0, seconds });
  if (r.status !== 0) finish();
}

function finish() {
  console.log('\n=== summary');
  for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
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

step('lint', 'npx eslint .');
step('typecheck', 'npm run typecheck --silent');
step('i18n keys', 'node scripts/check-i18n.mjs');
const projects = ['--project domain', '--project server-sqlite', pg ? '--project server-postgres' : ''].join(' ');
if (!pg) console.log('\nNOTE: PostgreSQL not reachable at 127.0.0.1:5432: the PostgreSQL server suite is SKIPPED.');
step('unit and server tests (SQLite' + (pg ? ' and PostgreSQL)' : ')'), `npx vitest run ${projects}`);
// The file store and the file-moving server tests on a real S3 API; in CI always (the script installs Swift).
if (ci || existsSync('/usr/bin/swift-proxy-server')) step('files on a real S3 API (Swift s3api): store suite, upload, download, metadata, transfer, backup, two instances', 'bash scripts/test-s3.sh');
else console.log('\nNOTE: OpenStack Swift not installed: the S3 file-store suite is SKIPPED (npm run test:s3 installs it).');
step('build', 'npm run build --silent');
step('crash safety (SIGKILL loop during uploads and submits)', 'node scripts/crash-safety.mjs');
if (hasChromium) step('browser tests (Playwright, Chromium)', 'npm run test -w @vsqx/e2e --silent');
else console.log(`\nNOTE: Chromium not found at ${chromium}: the browser suite is SKIPPED.`);
finish();
