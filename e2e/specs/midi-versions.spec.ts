import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { buildMidi } from '../support/midi-file';
import { createMidi } from '../support/midi-projects';
import { acknowledge } from '../support/dialogs';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
/** The history card alone, so the picture shows what it is about. */
const shot = (l: Locator, name: string) =>
  l.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
const rows = (page: Page) => page.getByTestId('version-history').locator('tr[data-row-key]');

/** DESIGN §8 "Versions" for MIDI projects (issue 21): update with a note, what changed, download and restore v1. */
test('MIDI versions: update with a note, what changed, download version 1, restore it', async ({
  page,
  request,
}) => {
  // A save, its transfer, a restore and two pages on a shared, loaded machine (2.5 min were seen once).
  test.setTimeout(240_000);
  const s = await apiRegister(request, uniqueUser('mver'));
  // Version 1: one track, 30 s (the shared helper's file).
  const { id } = await createMidi(request, s, 'MIDI版本');
  const count = async () =>
    (await (await request.get(`/api/app/midi/${id}/versions`)).json()).data.length as number;
  await useSession(page, s);
  await page.goto(`/creator/#/content_midi_update?mn=${id}`);
  await expect(rows(page)).toHaveCount(1, { timeout: 20_000 });

  // A new file (two tracks, a minute) with a '版本说明'.
  await page
    .getByTestId('midi-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'second.mid', mimeType: 'audio/midi', buffer: buildMidi(2, 60) });
  await expect(page.getByTestId('midi-upload-status')).toHaveText(/MIDI工程已上传/);
  await page.getByTestId('field-version_note').fill('加了第二轨');
  await page.getByTestId('midi-submit').click();
  await acknowledge(page.locator('.ant-modal-confirm'));
  await expect.poll(count, { timeout: 30_000 }).toBe(2);
  // The page stays open: its history is read again once the transfer made the version.
  await expect(rows(page)).toHaveCount(2, { timeout: 20_000 });
  await expect(rows(page).nth(0)).toContainText('v2');
  await expect(rows(page).nth(0)).toContainText('加了第二轨');
  const changes = page.getByTestId('version-changes');
  await expect(changes).toContainText('v2 与 v1 相比');
  await expect(changes).toContainText('音轨 1 → 2');
  await expect(changes).toContainText(/时长 00:3\d → 01:0\d/);
  await page.getByTestId('version-history').scrollIntoViewIfNeeded();
  await shot(page.getByTestId('version-history'), 'versions-midi-edit');

  // Version 1 downloads as it was uploaded.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('version-download-1').click(),
  ]);
  expect(download.suggestedFilename()).toBe('MIDI版本.mid');
  expect(fs.readFileSync((await download.path())!).equals(buildMidi(1, 30))).toBe(true);

  // Restoring version 1 adds it as v3; history is kept and what changed now reads v3 against v2.
  await page.getByTestId('version-restore-1').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('确认将版本 1 恢复为最新版本？');
  await expect(async () => {
    await confirm.getByRole('button', { name: /确\s?定/ }).click({ timeout: 2000 });
    await expect(confirm).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).nth(0)).toContainText('↺ 1');
  await expect(changes).toContainText('音轨 2 → 1');
  expect((await (await request.get(`/api/app/download_midi/${id}`)).body()).equals(buildMidi(1, 30))).toBe(
    true,
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByTestId('version-history').scrollIntoViewIfNeeded();
  await shot(page.getByTestId('version-history'), 'versions-midi-edit-phone');

  // The public page shows the history without restore.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(`/project/mn${id}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(page.getByTestId('version-restore-1')).toHaveCount(0);
  await expect(page.getByTestId('version-changes')).toHaveCount(0);
});
