import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:antd-static.css';
const RESOLVED = `\0${ID}`;

/**
 * `import 'virtual:antd-static.css'`: antd's styles for the first screens' components as a stylesheet built with
 * the app's theme (vite/antd-static-css.render.tsx), ending with antd's cache map (the
 * `.data-ant-cssinjs-cache-path` rule). antd's CSS-in-JS reads that map before its first style and skips
 * generating and injecting every style the file holds: that work was the largest part of the first render's long
 * tasks (docs/performance.md, issue 19). Components not in the file get their style in the browser as before.
 * The extraction runs in a child process with NODE_ENV=production, so the class hashes match the built app's.
 */
export function antdStaticCss(): Plugin {
  let css: string | undefined;
  let build = false;
  return {
    name: 'vsqx-antd-static-css',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      // The dev server's antd hashes its classes differently (`css-dev-only-…`): the file would match nothing.
      if (!build) return '';
      css ??= execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'antd-static-css.render.tsx')],
        {
          cwd: path.join(import.meta.dirname, '..'),
          env: { ...process.env, NODE_ENV: 'production' },
          encoding: 'utf8',
          maxBuffer: 16 * 1024 * 1024,
        },
      );
      return css;
    },
  };
}
