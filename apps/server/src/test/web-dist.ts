import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * A built web app in miniature, for tests of how the server serves it: the site and creator shells, one
 * hashed asset, and the compressed copies apps/web/vite/precompress.ts writes beside the originals.
 */
export function fakeWebDist(): string {
  const web = fs.mkdtempSync(path.join(os.tmpdir(), 'vsqx-web-'));
  fs.mkdirSync(path.join(web, 'creator'));
  fs.mkdirSync(path.join(web, 'assets'));
  fs.writeFileSync(path.join(web, 'index.html'), '<html>site</html>');
  fs.writeFileSync(path.join(web, 'creator', 'index.html'), '<html>creator</html>');
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js.br'), zlib.brotliCompressSync('console.log(1)'));
  fs.writeFileSync(path.join(web, 'assets', 'app-1a2b.js.gz'), zlib.gzipSync('console.log(1)'));
  fs.writeFileSync(path.join(web, 'index.html.gz'), zlib.gzipSync('<html>site</html>'));
  return web;
}
