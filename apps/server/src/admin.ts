import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config/config';
import { createDatabase, migrateToLatest } from './db/database';
import { adminCommands } from './admin/commands';
import { connectRedis } from './lib/redis';
import { createLiveBus } from './modules/live/live-bus';

/** `npm run admin -- <command> ...` against the same configuration as the server (DESIGN §4). */
async function main() {
  const [command, ...args] = process.argv.slice(2);
  const run = command ? adminCommands[command] : undefined;
  if (!run) {
    console.log('usage: npm run admin -- <command>\n');
    for (const [name, c] of Object.entries(adminCommands)) console.log(`  ${name.padEnd(16)} ${c.usage}`);
    process.exit(command ? 2 : 0);
  }
  const config = loadConfig();
  fs.mkdirSync(path.join(config.dataDir), { recursive: true });
  const handle = createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: config.pgSchema || undefined,
  });
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined;
  // A system message sent from here reaches the open streams of every instance (PostgreSQL or Redis); on the
  // embedded SQLite default the running server sees the file's data_version move and recounts (memory-bus.ts).
  const live = await createLiveBus(config, redis, config.pgSchema || undefined, (msg, err) =>
    console.error(msg, err),
  );
  try {
    await migrateToLatest(handle);
    const out = await run.run({ db: handle.db, dialect: handle.dialect, config, redis, live }, args);
    console.log(out);
  } catch (err) {
    console.error(`error: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await live.close();
    await redis?.quit().catch(() => redis.disconnect());
    await handle.close();
  }
}

void main();
