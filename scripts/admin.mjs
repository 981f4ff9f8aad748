// `npm run admin -- <command>`: the operator CLI, built with the server.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cli = path.join(root, 'apps/server/dist/admin.js');
if (!existsSync(cli)) execSync('npm run build -w @vsqx/server', { cwd: root, stdio: 'inherit' });
const r = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
