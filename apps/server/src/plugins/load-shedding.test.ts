import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { as } from '../test/factories';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Holds the event loop for `ms` at a stretch, as a runaway computation would. */
function stall(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    /* busy */
  }
}

/**
 * Stalls the loop in 200 ms stretches (a tick in between lets the sampler run) and asks `/api/ready` after
 * each, for up to 4 s: under-pressure measures the mean delay once a second.
 */
async function askWhileStalled(t: TestApp) {
  let res = await as(t.app, null).get('/api/ready');
  for (const end = Date.now() + 4000; Date.now() < end && res.statusCode !== 503;) {
    stall(200);
    await new Promise((r) => setImmediate(r));
    res = await as(t.app, null).get('/api/ready');
  }
  return res;
}

/** Waits (without stalling) until the app answers 200 again; the loop's calm needs one sample to show. */
async function untilServed(t: TestApp, url = '/api/ready') {
  let res = await as(t.app, null).get(url);
  for (const end = Date.now() + 6000; Date.now() < end && res.statusCode !== 200;) {
    await sleep(200);
    res = await as(t.app, null).get(url);
  }
  return res;
}

describe('issue 18 load shedding (MAX_EVENT_LOOP_DELAY_MS)', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('answers 503 with the envelope while the event loop is stalled, keeps liveness, and recovers', async () => {
    t = await buildTestApp({ maxEventLoopDelayMs: 50 });
    expect((await untilServed(t)).statusCode).toBe(200);
    const shed = await askWhileStalled(t);
    expect(shed.statusCode).toBe(503);
    expect(shed.json()).toEqual({ success: false, message: '服务器繁忙，请稍后再试' });
    expect(shed.headers['retry-after']).toBe('5');
    // Same sample, so still shedding: English for an English client, any route, and liveness untouched.
    const en = await as(t.app, null).call({
      method: 'GET',
      url: '/api/user/select_vsqx_project_list',
      headers: { 'x-lang': 'en' },
    });
    expect(en.statusCode).toBe(503);
    expect(en.json()).toEqual({
      success: false,
      message: 'The server is busy; please try again in a moment',
    });
    expect((await as(t.app, null).get('/api/health')).statusCode).toBe(200);
    expect((await untilServed(t)).statusCode).toBe(200);
  }, 20_000);

  it('never sheds with 0', async () => {
    t = await buildTestApp({ maxEventLoopDelayMs: 0 });
    const res = await askWhileStalled(t);
    expect(res.statusCode).toBe(200);
  }, 20_000);
});
