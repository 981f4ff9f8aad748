import { expect, type Locator } from '@playwright/test';

/**
 * Closes an alert with its 知道了喵 button and waits until it is gone. On a loaded machine a click can land
 * while antd's zoom-in animation still scales the dialog, miss the button and leave the dialog open (its
 * mask then swallows the next click on the page), so the click is repeated until the dialog is hidden.
 * It first waits for the dialog: called right after a submit, a dialog not yet open would count as closed.
 */
export async function acknowledge(dialog: Locator, button = '知道了喵') {
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect(async () => {
    if (await dialog.isVisible())
      await dialog.getByRole('button', { name: button }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
