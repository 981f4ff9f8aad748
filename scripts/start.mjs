// `npm start`: builds once if needed, then runs the server on the embedded defaults (DESIGN §4).
import { execSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'apps/web/dist/index.html',
  'apps/web/dist/creator/index.html',
  'apps/server/dist/main.js',
].map((p) => path.join(root, p));

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : statSync(p).mtimeMs);
  }
  return newest;
}

// A fresh clone: install the locked dependencies first.
if (!existsSync(path.join(root, 'node_modules/.package-lock.json'))) {
  console.log('First start: installing dependencies (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
}

const built = outputs.every(existsSync);
const stale =
  built &&
  Math.min(...outputs.map((o) => statSync(o).mtimeMs)) <
    Math.max(
      ...['packages/domain/src', 'apps/server/src', 'apps/web/src'].map((d) =>
        newestSource(path.join(root, d)),
      ),
    );
if (!built || stale || process.env.FORCE_BUILD === '1') {
  console.log(built ? 'Sources changed; rebuilding…' : 'First start: building the web app and the server…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}

// The server's V8 flags (apps/server/node-flags.json, also in its package.json start script and the benchmarks'
// server): a 64 MB semi-space, docs/decisions.md "A 64 MB semi-space for the server".
const flags = JSON.parse(readFileSync(path.join(root, 'apps/server/node-flags.json'), 'utf8'));
const child = spawn(
  process.execPath,
  ['--enable-source-maps', ...flags, path.join(root, 'apps/server/dist/main.js')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: process.env.WEB_DIST ?? path.join(root, 'apps/web/dist') },
  },
);
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
