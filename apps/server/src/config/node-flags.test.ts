import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The server's V8 flags are written once (apps/server/node-flags.json) and read by `npm start`
// (scripts/start.mjs) and the benchmarks' server; the workspace's own start script spells them out.
const at = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const flags = JSON.parse(fs.readFileSync(at('../../node-flags.json'), 'utf8')) as string[];

describe('the server process flags', () => {
  it('are flags this Node accepts', () => {
    expect(flags.length).toBeGreaterThan(0);
    // An unknown or malformed V8 flag makes node exit with "bad option" before running anything.
    const out = execFileSync(process.execPath, [...flags, '-e', 'process.stdout.write("ran")'], {
      encoding: 'utf8',
    });
    expect(out).toBe('ran');
  });

  it('are the ones every start command passes', () => {
    const pkg = JSON.parse(fs.readFileSync(at('../../package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toBe(`node ${flags.join(' ')} dist/main.js`);
    const start = fs.readFileSync(at('../../../../scripts/start.mjs'), 'utf8');
    expect(start).toContain("'apps/server/node-flags.json'");
    expect(start).toMatch(/\.\.\.flags, path\.join\(root, 'apps\/server\/dist\/main\.js'\)/);
  });
});
