import type { APIRequestContext, Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo1234';

export interface E2ESession {
  uid: number;
  username: string;
  token: string;
  isAdmin: boolean;
  avatar_exist: number;
}

export async function apiLogin(
  request: APIRequestContext,
  username: string,
  password = DEMO_PASSWORD,
): Promise<E2ESession> {
  const res = await request.post('/api/auth/login', { data: { username, password } });
  const body = await res.json();
  if (!body.success) throw new Error(`login ${username} failed: ${body.message}`);
  return body.data;
}

export async function apiRegister(
  request: APIRequestContext,
  username: string,
  password = 'secret123',
): Promise<E2ESession> {
  const res = await request.post('/api/auth/register', { data: { username, password } });
  const body = await res.json();
  if (!body.success) throw new Error(`register ${username} failed: ${body.message}`);
  return body.data;
}

/** Puts a session in localStorage before any page script runs, as the login page would. */
export async function useSession(page: Page, s: E2ESession, extra: Record<string, string> = {}) {
  await page.addInitScript(
    ({ s, extra }) => {
      if (sessionStorage.getItem('__e2e_seeded')) return;
      sessionStorage.setItem('__e2e_seeded', '1');
      localStorage.setItem('uid', String(s.uid));
      localStorage.setItem('username', s.username);
      localStorage.setItem('token', s.token);
      localStorage.setItem('isAdmin', String(s.isAdmin));
      localStorage.setItem('avatar_exist', String(s.avatar_exist));
      for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
    },
    { s, extra },
  );
}

export async function loginAs(
  page: Page,
  request: APIRequestContext,
  username: string,
  extra: Record<string, string> = {},
) {
  const s = await apiLogin(request, username);
  await useSession(page, s, extra);
  return s;
}

let n = 0;
export function uniqueUser(prefix = 'e'): string {
  n += 1;
  return `${prefix}${Date.now().toString(36).slice(-5)}${n}`.slice(0, 12);
}
