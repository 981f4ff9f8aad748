import path from 'node:path';
import { fileURLToPath } from 'node:url';
import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config/config';
import { ConfigError } from './config/env-schema';
import { buildApp } from './app';
import { ensureStarterDocs } from './seed/starter-docs';
import { seedDemoWorld, DEMO_LOGINS } from './seed/demo-world';
import { startBackgroundWork } from './lib/background';

/** Pending connections the kernel may queue for the server to accept. */
const LISTEN_BACKLOG = 4096;

const here = path.dirname(fileURLToPath(import.meta.url));

async function main() {
  const config = loadConfig(process.env, {});
  if (!config.webDist) config.webDist = path.resolve(here, '../../web/dist');
  const app = await buildApp(config);
  await ensureStarterDocs(app.ctx.db);
  const seeded = config.seedDemo ? await seedDemoWorld(app.ctx) : false;
  const stopBackground = startBackgroundWork(app);

  // SIGTERM/SIGINT (a deploy, a scale-down): stop accepting, let in-flight requests finish (Fastify's close
  // waits for them and answers new ones 503), then exit 0; past `shutdownGraceMs` exit 1 anyway, so a stuck
  // request cannot hold a deploy. A second signal exits at once. An uncaught error closes the same way, exit 1.
  closeWithGrace(
    { delay: config.shutdownGraceMs, logger: { error: (m: unknown) => app.log.error(m) } },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error; shutting down');
      else app.log.info({ signal }, 'shutting down');
      stopBackground();
      await app.close();
    },
  );

  // Node's default accept queue (511) overflowed when 500 clients connected at once to a busy server: the
  // kernel dropped their handshakes and each retried after 1, 3, 7… s, past a client's 30 s timeout
  // (docs/reliability.md). The kernel caps this at net.core.somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  const url = `http://${config.host}:${config.port}`;
  const lines = [
    '',
    `  Site:           ${url}/`,
    `  Creator centre: ${url}/creator/`,
    `  API docs:       ${url}/api/docs`,
    `  Database:       ${app.ctx.dialect === 'sqlite' ? path.join(config.dataDir, 'vsqx.db') : 'PostgreSQL'}`,
  ];
  if (config.seedDemo) {
    lines.push(seeded ? '  Demo world seeded. Logins:' : '  Demo logins:');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.username} / ${l.password}   (${l.role})`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((err) => {
  // A bad configuration is the operator's to fix: say which variables, without a stack trace.
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
