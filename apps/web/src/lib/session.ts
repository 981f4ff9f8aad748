import { useSyncExternalStore } from 'react';
import type { SessionData } from '@vsqx/domain';

/**
 * The client session of spec §3, kept in localStorage under its spec names so every tab shares it.
 * Also holds the project being edited when the list hands it to an edit page.
 */
const KEYS = ['uid', 'username', 'token', 'isAdmin', 'avatar_exist', 'avatar_version'] as const;

export interface Session {
  uid: number;
  username: string;
  token: string;
  isAdmin: boolean;
  avatar_exist: number;
  /** Bumped by each saved avatar; goes into the image address so a change shows at once. */
  avatar_version?: number;
}

let cached: Session | null | undefined;
const listeners = new Set<() => void>();

function read(): Session | null {
  const token = localStorage.getItem('token');
  const uid = Number(localStorage.getItem('uid'));
  if (!token || !uid) return null;
  return {
    uid,
    token,
    username: localStorage.getItem('username') ?? '',
    isAdmin: localStorage.getItem('isAdmin') === 'true',
    avatar_exist: Number(localStorage.getItem('avatar_exist') ?? 0),
    avatar_version: Number(localStorage.getItem('avatar_version') ?? 0) || undefined,
  };
}

/**
 * The session token again as a cookie sent only to /files: an <img> or <audio> sends no Authorization header,
 * and the owner's own private cover and preview must still show to them (modules/files on the server). The
 * token is in localStorage already, so a script-readable cookie exposes nothing more; path /files and
 * SameSite=Strict keep it off the API and off other sites' requests.
 */
function syncFileCookie(token: string | null) {
  if (typeof document === 'undefined') return;
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = token
    ? `vsqx_files=${encodeURIComponent(token)}; Path=/files; SameSite=Strict${secure}`
    : `vsqx_files=; Path=/files; Max-Age=0; SameSite=Strict${secure}`;
}

function emit() {
  cached = undefined;
  syncFileCookie(read()?.token ?? null);
  listeners.forEach((l) => l());
}

export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function saveSession(data: SessionData) {
  localStorage.setItem('uid', String(data.uid));
  localStorage.setItem('username', data.username);
  localStorage.setItem('token', data.token);
  localStorage.setItem('isAdmin', String(data.isAdmin));
  localStorage.setItem('avatar_exist', String(data.avatar_exist));
  localStorage.removeItem('avatar_version');
  emit();
}

export function updateSession(patch: Partial<Pick<Session, 'isAdmin' | 'avatar_exist' | 'avatar_version'>>) {
  if (patch.isAdmin !== undefined) localStorage.setItem('isAdmin', String(patch.isAdmin));
  if (patch.avatar_exist !== undefined) localStorage.setItem('avatar_exist', String(patch.avatar_exist));
  if (patch.avatar_version !== undefined)
    localStorage.setItem('avatar_version', String(patch.avatar_version));
  emit();
}

export function clearSession() {
  KEYS.forEach((k) => localStorage.removeItem(k));
  localStorage.removeItem('editing_project');
  emit();
}

/** Hands a project from a list to its edit page (spec §2 "MIDI edit": "uses the one passed from the list"). */
export function setEditingProject(project: unknown) {
  sessionStorage.setItem('editing_project', JSON.stringify(project));
}

export function takeEditingProject<T>(): T | null {
  const raw = sessionStorage.getItem('editing_project');
  sessionStorage.removeItem('editing_project');
  try {
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

if (typeof window !== 'undefined') {
  // A session from before the cookie existed, or one whose cookie was cleared, gets it on load.
  syncFileCookie(read()?.token ?? null);
  window.addEventListener('storage', (e) => {
    if (e.key === null || (KEYS as readonly string[]).includes(e.key)) emit();
  });
}

export function useSession(): Session | null {
  return useSyncExternalStore((l) => {
    listeners.add(l);
    return () => listeners.delete(l);
  }, getSession);
}
