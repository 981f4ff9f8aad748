import type { Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession } from '../support/session';

/**
 * Records every element that takes on a motion class ("ant-zoom-appear", …) from now on, with how long its
 * animation runs ("ant-zoom-appear 0.3s"); antd with `motion: false` still sets the classes for a frame.
 */
async function watchMotions(page: Page) {
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { motionSeen: Set<string> }).motionSeen = seen;
    const note = (el: Element) => {
      const motion = Array.from(el.classList).find((c) => /-(appear|enter|leave)$/.test(c));
      if (motion) seen.add(`${motion} ${getComputedStyle(el).animationDuration}`);
    };
    new MutationObserver((records) => {
      for (const r of records) {
        note(r.target as Element);
        for (const n of Array.from(r.addedNodes))
          if (n instanceof Element) [n, ...Array.from(n.querySelectorAll('*'))].forEach(note);
      }
    }).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { motionSeen: Set<string> }).motionSeen].sort());
}

/** Opens and cancels the "sign out every other device" confirmation; returns the motions seen. */
async function openAndCloseConfirm(page: Page) {
  await page.goto('/creator/#/safe');
  const seen = await watchMotions(page);
  await page.getByTestId('logout-others').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('确认让其他所有设备退出登录？');
  await dialog.getByRole('button', { name: /取\s?消/ }).click();
  await expect(dialog).toHaveCount(0);
  return seen();
}

test.describe('motion follows the visitor’s system setting', () => {
  test('reduced motion: dialogs and click ripples do not animate', async ({ page, request }) => {
    await useSession(page, await apiRegister(request, uniqueUser('rm')));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const seen = await openAndCloseConfirm(page);
    expect(seen.filter((m) => m.startsWith('ant-zoom'))).not.toEqual([]);
    expect(seen.filter((m) => !m.endsWith(' 0s'))).toEqual([]);
  });

  test('no preference: the dialog zooms in and out', async ({ page, request }) => {
    await useSession(page, await apiRegister(request, uniqueUser('rm')));
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const seen = await openAndCloseConfirm(page);
    const zoom = seen.filter((m) => m.startsWith('ant-zoom'));
    expect(zoom.map((m) => m.split(' ')[0])).toEqual(['ant-zoom-appear', 'ant-zoom-leave']);
    expect(zoom.filter((m) => m.endsWith(' 0s'))).toEqual([]);
  });
});
