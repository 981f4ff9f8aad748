import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Bundles the server once per run, with the production recipe (build.mjs), for the tests that start it as a
 * process of its own (test/server-process.ts). Through the TypeScript loader each start compiled and loaded
 * some 400 files: 5 s to listening on a loaded CI machine against 2.5 s for the bundle, and a metadata worker
 * 1.2 s against 0.3; about 40 processes start in a run.
 */
export default function setup(project: TestProject) {
  // Inside the package: from there the bundle finds its npm dependencies and the shipped default images
  // (files.routes.ts looks up to three folders above itself).
  const cache = path.join(serverRoot, 'node_modules/.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'vsqx-test-server-'));
  execFileSync(process.execPath, ['build.mjs'], {
    cwd: serverRoot,
    env: { ...process.env, SERVER_OUT: dir },
    stdio: 'inherit',
  });
  project.provide('serverBundle', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
