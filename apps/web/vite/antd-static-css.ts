import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:antd-static.css';
const RESOLVED = `\0${ID}`;
const SEED_ID = 'virtual:antd-cache-seed';
const SEED_RESOLVED = `\0${SEED_ID}`;

/**
 * `import 'virtual:antd-static.css'`: antd's styles for the first screens' components as a stylesheet built with
 * the app's theme (vite/antd-static-css.render.tsx), ending with antd's cache map (the
 * `.data-ant-cssinjs-cache-path` rule). antd's CSS-in-JS reads that map before its first style and skips
 * generating and injecting every style the file holds: that work was the largest part of the first render's long
 * tasks (docs/performance.md, issue 19). Components not in the file get their style in the browser as before.
 * The extraction runs in a child process with NODE_ENV=production, so the class hashes match the built app's.
 *
 * `import seed from 'virtual:antd-cache-seed'`: the same render's theme token and component tokens, as antd's
 * style cache holds them (`[key, value][]`, app/antd-cache.ts): computing them was the first render's longest
 * slice (the default algorithm's palettes, hashing the token, its CSS variables; issue 19). Empty in dev.
 */
export function antdStaticCss(): Plugin {
  let rendered: { css: string; seed: unknown[] } | undefined;
  const render = (cwd: string) =>
    (rendered ??= JSON.parse(
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'antd-static-css.render.tsx')],
        {
          cwd,
          env: { ...process.env, NODE_ENV: 'production' },
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        },
      ),
    ) as { css: string; seed: unknown[] });
  let build = false;
  return {
    name: 'vsqx-antd-static-css',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : id === SEED_ID ? SEED_RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED && id !== SEED_RESOLVED) return undefined;
      // The dev server's antd hashes its classes differently (`css-dev-only-…`): the file would match nothing.
      if (!build) return id === RESOLVED ? '' : 'export default [];';
      const { css, seed } = render(path.join(import.meta.dirname, '..'));
      // A string parsed once is faster to load than the same data as a JavaScript literal.
      return id === RESOLVED ? css : `export default JSON.parse(${JSON.stringify(JSON.stringify(seed))});`;
    },
  };
}
