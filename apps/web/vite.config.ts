import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { barrelImports } from './vite/barrel-imports';
import { precompress } from './vite/precompress';
import { antdStaticCss } from './vite/antd-static-css';
import { firstScreenChunks } from './vite/first-screen-chunks';
import FIRST_SCREENS from './vite/first-screens.json';

/**
 * The lazy pages a cold visit lands on, by source file (vite/first-screens.json): the server preloads each
 * (apps/server plugins/first-screen-preloads.ts; its test checks it names them all).
 */
const firstScreens = firstScreenChunks({ site: 'index.html', creator: 'creator/index.html' }, FIRST_SCREENS);

/** Two entries (DESIGN §3): the site at `/` with path routes and the creator centre at `/creator/` with hash routes. */
export default defineConfig({
  plugins: [
    react(),
    antdStaticCss(),
    barrelImports(['antd', '@ant-design/icons', '@vsqx/domain', '@rc-component/form']),
    precompress(),
    firstScreens.plugin,
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: {
        site: resolve(import.meta.dirname, 'index.html'),
        creator: resolve(import.meta.dirname, 'creator/index.html'),
      },
      output: {
        // Vite 8 bundles with rolldown: `codeSplitting` replaces Rollup's manualChunks (docs/decisions.md).
        codeSplitting: {
          groups: [
            // React changes least often: its own long-cached chunk.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 20 },
            // The libraries both entries need before their first render, in one chunk instead of ~30 small ones
            // (fewer requests, better compression). `$initial` = statically reachable from an HTML entry.
            { name: 'shell', test: /node_modules[\\/]/, tags: ['$initial'], priority: 10 },
            // The app's code the entries and the pages a visit lands on load, a chunk per set of them
            // (vite/first-screen-chunks.ts).
            ...firstScreens.groups,
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://127.0.0.1:8080', '/files': 'http://127.0.0.1:8080' } },
});
