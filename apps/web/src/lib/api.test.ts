import { afterEach, describe, expect, it, vi } from 'vitest';
import type { messageEndpoints } from '@vsqx/domain';
import { callAt } from './api';

const answer = () =>
  new Response(
    JSON.stringify({ success: true, message: '', data: { comment: 1, at: 0, apply: 0, system: 0 } }),
    {
      headers: { 'content-type': 'application/json' },
    },
  );

describe('a background request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is sent from a task of its own, not from the one that asked for it', async () => {
    const fetch = vi.fn(async () => answer());
    vi.stubGlobal('fetch', fetch);
    const at = { method: 'GET', path: '/api/user/unread_msg_count' } as const;

    const now = callAt<typeof messageEndpoints.unreadCounts>(at, {}, { silent: true });
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    await now;

    const later = callAt<typeof messageEndpoints.unreadCounts>(at, {}, { silent: true, background: true });
    // Microtasks alone (what the rest of a commit and its effects run in) do not reach the fetch.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect((await later).data.comment).toBe(1);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
