import { useCallback, useContext, useEffect, useMemo } from 'react';
import { UNSAFE_NavigationContext } from 'react-router';
import i18next from 'i18next';
import { confirmDialog } from './feedback';

/**
 * "Leave with unsaved changes?" for every form. Both apps use declarative routers (no data router, so no
 * `useBlocker`; docs/decisions.md), so the guard sits where every in-app navigation passes: the router's
 * navigator (`push` / `replace`, which `<Link>`, `navigate()` and the menus call) and the browser's
 * Back / Forward (`popstate`, heard before the router hears it: `listenForLeaving` runs before the router
 * mounts, and a window's listeners run in the order they were added). Reloads and closing the tab get the
 * browser's own `beforeunload` prompt. The state is per form (a key in `pending`), so a page with several
 * forms asks while any of them holds changes.
 */
const pending = new Set<symbol>();
const guarded = new WeakSet<object>();

interface Navigator {
  push(...args: unknown[]): void;
  replace(...args: unknown[]): void;
}

/** One question at a time: a second navigation while the dialog is open waits for the same answer. */
let asking: Promise<boolean> | null = null;
function askToLeave(): Promise<boolean> {
  const t = i18next.t.bind(i18next);
  asking ??= confirmDialog(t('common:leave.text'), {
    title: t('common:leave.title'),
    okText: t('common:leave.leave'),
    cancelText: t('common:leave.stay'),
    danger: true,
  })
    .then((leave) => {
      if (leave) pending.clear();
      return leave;
    })
    .finally(() => (asking = null));
  return asking;
}

function guardNavigator(nav: Navigator) {
  if (guarded.has(nav)) return;
  guarded.add(nav);
  for (const method of ['push', 'replace'] as const) {
    const go = nav[method].bind(nav);
    nav[method] = (...args: unknown[]) => {
      if (!pending.size) return go(...args);
      void askToLeave().then((leave) => leave && go(...args));
    };
  }
}

/** The history index the router keeps in each entry's state. */
const historyIndex = () => (window.history.state as { idx?: number } | null)?.idx;
/** Where the page stood when it became dirty: Back / Forward is undone to here while the dialog asks. */
let stayAt: number | undefined;
/** The next pop is ours (undoing or redoing a Back), not the user's. */
let ours = false;

function onPopState(e: PopStateEvent) {
  if (ours) {
    ours = false;
    // Undoing a Back: the router never saw it leave, so it must not see this either.
    if (pending.size) e.stopImmediatePropagation();
    return;
  }
  const now = historyIndex();
  if (!pending.size || stayAt === undefined || now === undefined || now === stayAt) return;
  // Added before the router's own listener, this runs first: the router never hears the pop unless we let it.
  e.stopImmediatePropagation();
  const delta = now - stayAt;
  ours = true;
  window.history.go(-delta);
  void askToLeave().then((leave) => {
    if (!leave) return;
    window.history.go(delta);
  });
}

function onBeforeUnload(e: BeforeUnloadEvent) {
  if (!pending.size) return;
  e.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  e.returnValue = '';
}

let listening = false;
/** Called where the router is created, before it mounts and adds its own `popstate` listener. */
export function listenForLeaving() {
  if (listening) return;
  listening = true;
  window.addEventListener('popstate', onPopState);
  window.addEventListener('beforeunload', onBeforeUnload);
}

export interface UnsavedChanges {
  /** The form now holds changes (pass to antd Form's onValuesChange). */
  markDirty(): void;
  /** Saved or discarded: leaving no longer asks. Synchronous, so a save may navigate right after. */
  clear(): void;
}

/** The shared guard of a form: asks before leaving while it holds changes; unmounting forgets them. */
export function useUnsavedChanges(): UnsavedChanges {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const key = useMemo(() => Symbol('form'), []);
  useEffect(() => {
    listenForLeaving();
    guardNavigator(navigator as unknown as Navigator);
    return () => void pending.delete(key);
  }, [navigator, key]);
  const markDirty = useCallback(() => {
    if (!pending.size) stayAt = historyIndex();
    pending.add(key);
  }, [key]);
  const clear = useCallback(() => void pending.delete(key), [key]);
  return useMemo(() => ({ markDirty, clear }), [markDirty, clear]);
}
