import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

const FirstScreenDone = createContext(true);

/**
 * Around an entry's app: false for its first commit, true from a transition started after that commit's
 * passive effects (issue 19). antd's Tooltip, Dropdown, Popover (their trigger keeps its target element in
 * state, set from a ref) and a Button's loading motion set state in layout effects on mount; one such
 * synchronous update in the first commit makes React flush every passive effect of the first screen and
 * render again in the same task, the load's longest. Parts that only matter on a pointer or key press mount
 * a moment later, in a render of their own that React can slice.
 */
export function FirstScreenGate({ children }: { children: ReactNode }) {
  const [done, setDone] = useState(false);
  useEffect(() => {
    // A timer, not a frame: a tab opened in the background gets no frames but must still get its menus.
    const timer = setTimeout(() => startTransition(() => setDone(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return <FirstScreenDone.Provider value={done}>{children}</FirstScreenDone.Provider>;
}

/** False while the entry's first screen is being committed; true after it (and outside the gate, e.g. in tests). */
export function useFirstScreenDone(): boolean {
  return useContext(FirstScreenDone);
}

/**
 * `wrap(children)` once the first screen is committed, `children` alone before: for a Tooltip or Dropdown
 * around a control that looks and is named the same without it. The control mounts again when wrapped (its
 * element moves under the trigger); keep it free of state that matters.
 */
export function AfterFirstScreen({
  wrap,
  children,
}: {
  wrap: (children: ReactNode) => ReactNode;
  children: ReactNode;
}) {
  return useFirstScreenDone() ? wrap(children) : children;
}

/**
 * A menu whose trigger mounts after the first screen: a press on the control before then is not lost, the
 * menu opens as soon as it mounts. Spread `menu` on the Dropdown and give the control `onClick={early}`.
 */
export function useEarlyMenu() {
  const done = useFirstScreenDone();
  const [open, setOpen] = useState(false);
  return {
    menu: { open, onOpenChange: (next: boolean) => setOpen(next) },
    early: done ? undefined : () => setOpen(true),
  };
}
