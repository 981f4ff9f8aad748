import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { pgScript } from './pg';

/** The run's schema goes with it (the servers have stopped or are stopping; `cascade` takes every table). */
export default function dropSchema() {
  const schema = process.env.E2E_PG_SCHEMA;
  if (!schema) return;
  const server = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');
  execFileSync(process.execPath, ['-e', pgScript(`drop schema if exists ${schema} cascade`)], {
    cwd: server,
    env: { ...process.env, PG_URL: process.env.E2E_PG_URL },
    stdio: 'inherit',
  });
}
