import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { NearViewport } from './near-viewport';

/** jsdom has no layout: a stand-in observer the test tells when its element comes near the screen. */
let observers: { cb: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
class FakeObserver {
  constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    observers.push({ cb, options });
  }
  observe() {}
  disconnect() {}
}
const intersect = (isIntersecting: boolean) =>
  act(() => {
    for (const o of observers)
      o.cb([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);
  });

describe('NearViewport: a part under the first screen', () => {
  beforeEach(() => {
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const part = () =>
    render(
      <NearViewport placeholder={<p>placeholder</p>}>
        <p>the part</p>
      </NearViewport>,
    );

  it('shows its placeholder until it comes near the screen, then the part', async () => {
    part();
    expect(screen.getByText('placeholder')).toBeTruthy();
    expect(screen.queryByText('the part')).toBeNull();
    expect(observers[0].options?.rootMargin).toBe('200px 0px');
    await intersect(false);
    expect(screen.queryByText('the part')).toBeNull();
    await intersect(true);
    expect(screen.getByText('the part')).toBeTruthy();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('renders the part anyway a few seconds after the load, without a scroll', async () => {
    // jsdom's document has loaded: the wait starts at once.
    part();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('the part')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('the part')).toBeTruthy();
  });

  it('renders the part at the first Tab, so the keyboard reaches it in order', async () => {
    part();
    await act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    expect(screen.queryByText('the part')).toBeNull();
    await act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    });
    expect(screen.getByText('the part')).toBeTruthy();
  });

  it('cancels the empty gap of a part that has no placeholder', () => {
    const { container } = render(
      <NearViewport placeholder={null} gap={16}>
        <p>the part</p>
      </NearViewport>,
    );
    expect((container.firstChild as HTMLElement).style.marginTop).toBe('-16px');
  });
});
