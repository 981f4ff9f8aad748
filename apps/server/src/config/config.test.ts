import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { ConfigError } from './env-schema';
import { spawnServer, waitUp } from '../test/spawn-server';

const refused = (env: NodeJS.ProcessEnv) => {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`accepted ${JSON.stringify(env)}`);
};

describe('issue 18: configuration validated at start with one zod schema', () => {
  it('keeps the documented defaults, and treats empty as unset', () => {
    const c = loadConfig({ PORT: '', DATABASE_URL: '' });
    expect(c).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: '',
      seedDemo: true,
      trustProxy: false,
      logLevel: 'info',
      pgPoolSize: 10,
      pgReadConnections: 2,
    });
    expect(c.loginBackoff).toEqual({ freeFailures: 5, baseMs: 1000, maxMs: 900_000 });
    expect(c).toMatchObject({ maxEventLoopDelayMs: 1000, shutdownGraceMs: 10_000 });
    expect(loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '0' }).maxEventLoopDelayMs).toBe(0);
    expect(
      loadConfig({
        DATABASE_URL: 'postgres://root@127.0.0.1:5432/test',
        PORT: '0',
        SEED_DEMO: '0',
        TRUST_PROXY: '10.0.0.0/8,127.0.0.1',
      }),
    ).toMatchObject({
      databaseUrl: 'postgres://root@127.0.0.1:5432/test',
      port: 0,
      seedDemo: false,
      trustProxy: ['10.0.0.0/8', '127.0.0.1'],
    });
    expect(loadConfig({ DATABASE_URL: 'postgresql:///vsqx?host=/run/postgresql' }).databaseUrl).toContain(
      'postgresql:',
    );
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).databaseUrl).toBe('sqlite:/tmp/x.db');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PORT: '-1' }, 'PORT'],
    [{ PORT: '80.5' }, 'PORT'],
    [{ DATABASE_URL: 'postgres//nohost' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'mysql://root@db/x' }, 'DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://' }, 'DATABASE_URL'],
    [{ PG_SCHEMA: 'x; drop table users' }, 'PG_SCHEMA'],
    [{ FILE_STORE_URL: 'http://bucket' }, 'FILE_STORE_URL'],
    [{ PUBLIC_URL: 'vsqx.example' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'mail.example:25' }, 'SMTP_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_DEMO: 'yes' }, 'SEED_DEMO'],
    [{ PG_POOL_SIZE: '0' }, 'PG_POOL_SIZE'],
    [{ PG_READ_CONNECTIONS: '0' }, 'PG_READ_CONNECTIONS'],
    [{ LOGIN_RATE_MAX: 'ten' }, 'LOGIN_RATE_MAX'],
    [{ TOKEN_TTL_DAYS: '-3' }, 'TOKEN_TTL_DAYS'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ MAX_EVENT_LOOP_DELAY_MS: '1s' }, 'MAX_EVENT_LOOP_DELAY_MS'],
    [{ SHUTDOWN_GRACE_MS: '0' }, 'SHUTDOWN_GRACE_MS'],
  ])('refuses %j naming %s', (env, name) => {
    expect(refused(env)).toMatch(new RegExp(`^  ${name}: `, 'm'));
  });

  it('names every bad variable at once and never echoes a value (URLs carry passwords)', () => {
    const message = refused({ PORT: 'abc', DATABASE_URL: 'postgres://admin:hunter2@', SMTP_URL: 'x:s3cret' });
    expect(message).toMatch(/^ {2}PORT: /m);
    expect(message).toMatch(/^ {2}DATABASE_URL: /m);
    expect(message).toMatch(/^ {2}SMTP_URL: /m);
    expect(message).not.toContain('hunter2');
    expect(message).not.toContain('s3cret');
  });
});

describe('issue 18: the real server stops on a bad configuration, naming the variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://admin:hunter2@' }, 'DATABASE_URL'],
  ])(
    '%j: exits with status 1 and a message naming %s',
    async (env, name) => {
      const s = await spawnServer(env);
      try {
        const code = await s.exitCode();
        expect(code).toBe(1);
        expect(s.output()).toContain('Invalid configuration');
        expect(s.output()).toMatch(new RegExp(`^  ${name}: `, 'm'));
        expect(s.output()).not.toContain('hunter2');
        expect(s.output()).not.toMatch(/\n\s+at /); // no stack trace
      } finally {
        await s.stop();
      }
    },
    60_000,
  );

  it('starts and answers with a good one', async () => {
    const good = await spawnServer();
    try {
      await waitUp(good, '/api/health');
      expect(good.output()).not.toContain('Invalid configuration');
    } finally {
      await good.stop();
    }
  }, 120_000);
});
