import { Suspense, type ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { expect, onTestFinished, vi } from 'vitest';
import type { Envelope } from '@vsqx/domain';
import { Providers, queryClient } from '../app/providers';
import { i18nReady } from '../lib/i18n';
import { saveSession } from '../lib/session';

/** One call the page made: method, address and body (a form as an object, JSON parsed). */
export interface ApiCall {
  method: string;
  url: URL;
  body: unknown;
}

/** An answer: an envelope (200), or a status with one. */
type Answer = Envelope<unknown> | { status: number; body: Envelope<unknown> };
/** Handlers by `METHOD /path` (no query); each answers a call the page makes. */
export type ApiHandlers = Record<string, (call: ApiCall) => Answer>;

/** The success envelope of `data`, typed by the domain's shape of that answer (DESIGN §5). */
export const ok = <T,>(data: T, extra: { total?: number } = {}): Envelope<T> => ({
  success: true,
  message: '',
  data,
  ...extra,
});

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  const b = init?.body;
  if (b instanceof FormData || b instanceof URLSearchParams) return Object.fromEntries(b.entries());
  if (typeof b === 'string') {
    try {
      return JSON.parse(b);
    } catch {
      return b;
    }
  }
  return b ?? null;
}

/**
 * Stands in for the server below the page: `fetch` answers from `handlers`; a call no handler names fails the
 * test (so a page calling something new is noticed). Answers the list of calls made, in order.
 */
export function stubApi(handlers: ApiHandlers): ApiCall[] {
  const calls: ApiCall[] = [];
  const unhandled: string[] = [];
  // The api client turns a failed fetch into a toast, so a call nobody answers is checked when the test ends.
  onTestFinished(() => expect(unhandled, 'calls without a handler').toEqual([]));
  vi.stubGlobal('fetch', async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), window.location.origin);
    const call = { method: (init?.method ?? 'GET').toUpperCase(), url, body: await bodyOf(init) };
    calls.push(call);
    const handler = handlers[`${call.method} ${url.pathname}`];
    if (!handler) {
      unhandled.push(`${call.method} ${url.pathname}`);
      throw new TypeError('no handler');
    }
    const answer = handler(call);
    const [status, body] = 'status' in answer ? [answer.status, answer.body] : [200, answer];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

/** Where the router is now (a page changes its own address: paging, filters). */
export const location = { current: '' };
function LocationProbe() {
  location.current = useLocation().pathname + useLocation().search;
  return null;
}

/**
 * Renders one page as the app does (i18n, antd theme and locale, react-query, the router) at `path`, matched by
 * `route`, logged in as miku_p. Each render starts with an empty query cache.
 */
export async function renderPage(page: ReactElement, path: string, route: string) {
  // The language pack is a chunk of its own: loaded before the first render, as the app's entry waits for it.
  await i18nReady;
  queryClient.clear();
  saveSession({ uid: 1, username: 'miku_p', token: 't0ken', isAdmin: false, avatar_exist: 0 });
  // Rendered inside an awaited act: the first render suspends once on the language pack (React's `use`).
  return act(async () =>
    render(
      <Suspense fallback={null}>
        <Providers>
          <MemoryRouter initialEntries={[path]}>
            <LocationProbe />
            <Routes>
              <Route path={route} element={page} />
            </Routes>
          </MemoryRouter>
        </Providers>
      </Suspense>,
    ),
  );
}
