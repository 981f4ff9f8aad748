import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as, registerUser } from '../test/factories';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  req?: { method: string; url: string; remoteAddress: string };
  res?: { statusCode: number };
  responseTime?: number;
}

describe('request log: one line per request (lib/request-log.ts)', () => {
  let t: TestApp;
  const lines: Line[] = [];
  beforeAll(async () => {
    t = await buildTestApp({
      logLevel: 'info',
      logSink: { write: (line) => void lines.push(JSON.parse(line) as Line) },
    });
  });
  afterAll(async () => t.close());

  /** The lines of the requests made by `act`. */
  async function linesOf(act: () => Promise<unknown>): Promise<Line[]> {
    const from = lines.length;
    await act();
    return lines.slice(from).filter((l) => l.reqId);
  }

  it('a request writes one line with its method, URL, address, status and time', async () => {
    const user = await registerUser(t.app);
    const got = await linesOf(() => as(t.app, user).get('/api/user/me'));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/user/me', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(got[0].responseTime).toBeGreaterThan(0);
  });

  it('a refused request (401, 404) is one line with its status too', async () => {
    for (const [url, status] of [
      ['/api/user/me', 401],
      ['/api/nothing/here', 404],
    ] as const) {
      const got = await linesOf(() => as(t.app, null).get(url));
      expect(got.map((l) => [l.msg, l.req?.url, l.res?.statusCode])).toEqual([
        ['request completed', url, status],
      ]);
    }
  });

  it('each request has its own id', async () => {
    const got = await linesOf(() =>
      Promise.all([1, 2, 3].map(() => as(t.app, null).get('/api/app/feedback_info'))),
    );
    expect(new Set(got.map((l) => l.reqId)).size).toBe(3);
  });
});
