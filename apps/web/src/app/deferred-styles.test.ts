import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredStylesApplied } from './deferred-styles';

/** jsdom loads no stylesheet: the test fires the link's events itself. */
const link = (rel: string, href: string, deferred = false) => {
  const l = document.createElement('link');
  l.rel = rel;
  if (rel === 'preload') l.as = 'style';
  l.href = href;
  if (deferred) l.setAttribute('data-deferred-style', '');
  document.head.append(l);
  return l;
};
const settled = async (p: Promise<unknown>) => {
  let done = false;
  void p.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('the stylesheets deferred behind the HTML first screen', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    vi.useRealTimers();
  });

  it('applies a deferred preload and resolves only once it has loaded', async () => {
    vi.useFakeTimers();
    const l = link('preload', '/assets/a.css', true);
    const plain = link('preload', '/assets/font.css');
    const p = deferredStylesApplied();
    expect(l.rel).toBe('stylesheet');
    expect(plain.rel).toBe('preload');
    expect(await settled(p)).toBe(false);
    l.dispatchEvent(new Event('load'));
    expect(await settled(p)).toBe(true);
  });

  it('waits for the same stylesheet where Vite already added it, without a second one', async () => {
    vi.useFakeTimers();
    const l = link('preload', '/assets/a.css', true);
    const vite = link('stylesheet', '/assets/a.css');
    const p = deferredStylesApplied();
    expect(l.rel).toBe('preload');
    expect(await settled(p)).toBe(false);
    vite.dispatchEvent(new Event('error'));
    expect(await settled(p)).toBe(true);
  });

  it('resolves at once with nothing deferred, and after the cap if a load is never heard', async () => {
    vi.useFakeTimers();
    expect(await settled(deferredStylesApplied())).toBe(true);
    link('preload', '/assets/a.css', true);
    const p = deferredStylesApplied(document, 5000);
    expect(await settled(p)).toBe(false);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await settled(p)).toBe(true);
  });
});
