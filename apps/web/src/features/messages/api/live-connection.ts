import { useSyncExternalStore } from 'react';
import type { messageEndpoints, UnreadCounts } from '@vsqx/domain';
import { callAt } from '../../../lib/api';

/**
 * The live message stream (DESIGN §8 "Live messages"): one EventSource per open tab. An EventSource cannot
 * send the Bearer header, so each (re)connection first asks for a single-use ticket. When the stream fails it
 * is closed and opened again with a fresh ticket after a growing pause (3 s … 60 s); meanwhile `isLive()` is
 * false and the badges fall back to their 30 s poll (use-unread-counts.ts).
 */
let live = false;
const watchers = new Set<() => void>();
const setLive = (v: boolean) => {
  if (live === v) return;
  live = v;
  for (const w of watchers) w();
};

export function useLiveConnected(): boolean {
  return useSyncExternalStore(
    (fn) => (watchers.add(fn), () => void watchers.delete(fn)),
    () => live,
  );
}

/** Opens the stream and keeps it open until the answered function is called; `onUnread` gets every count. */
export function connectLive(onUnread: (counts: UnreadCounts) => void): () => void {
  let stopped = false;
  let source: EventSource | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pause = 3000;

  const retry = () => {
    source?.close();
    source = undefined;
    setLive(false);
    if (stopped) return;
    timer = setTimeout(() => void open(), pause);
    pause = Math.min(pause * 2, 60_000);
  };

  async function open() {
    if (stopped) return;
    let ticket: string;
    try {
      ticket = (
        await callAt<typeof messageEndpoints.eventsTicket>(
          { method: 'POST', path: '/api/user/events_ticket' },
          {},
          { silent: true, background: true },
        )
      ).data.ticket;
    } catch {
      return retry();
    }
    if (stopped) return;
    const es = new EventSource(`/api/user/events?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.addEventListener('unread', (e) => {
      pause = 3000;
      setLive(true);
      try {
        onUnread(JSON.parse((e as MessageEvent<string>).data) as UnreadCounts);
      } catch {
        /* a malformed event changes nothing */
      }
    });
    // The browser would retry with the same (now used) ticket: close and start over with a fresh one.
    es.onerror = () => {
      if (source === es) retry();
    };
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
    setLive(false);
  };
}
