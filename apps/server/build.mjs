// Bundles the server (and the admin CLI) with the domain package inlined; npm dependencies stay external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@vsqx/'));

await build({
  // The workers are files of their own: extract-project-meta.ts and db/sqlite-reader.ts start them from beside main.js.
  entryPoints: {
    main: 'src/main.ts',
    admin: 'src/admin.ts',
    'meta-worker': 'src/modules/project-meta/meta-worker.ts',
    'sqlite-reader-worker': 'src/db/sqlite-reader-worker.ts',
  },
  outdir: process.env.SERVER_OUT ?? 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
