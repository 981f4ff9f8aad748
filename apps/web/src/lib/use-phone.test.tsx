import { describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { usePhone } from './use-phone';

/** A media query list whose answer the test sets and announces. */
function fakeMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  const mql = {
    get matches() {
      return matches;
    },
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
  };
  vi.stubGlobal('matchMedia', (q: string) => (q === '(max-width: 767.98px)' ? mql : { matches: false }));
  return (next: boolean) => {
    matches = next;
    for (const f of listeners) f();
  };
}

describe('usePhone', () => {
  it('knows a phone at the first render, renders once, and follows a resize', () => {
    const change = fakeMedia(true);
    const seen: boolean[] = [];
    function Probe() {
      seen.push(usePhone());
      return null;
    }
    render(<Probe />);
    // One render, already the phone's: no second, synchronous render of the shell after its first commit.
    expect(seen).toEqual([true]);
    act(() => change(false));
    expect(seen.at(-1)).toBe(false);
  });
});
