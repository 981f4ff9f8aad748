import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/screens';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import {
  buildVsqx,
  MIKU_VOICE,
  TIANYI_VOICE,
  vsqxNotes,
} from '../../apps/server/src/modules/project-meta/fixtures/xml-fixtures';
import { buildMidi } from '../../apps/server/src/modules/project-meta/fixtures/binary-fixtures';

/** A VOCALOID 4 project with a Miku track (Japanese, higher) and a longer Luo Tianyi track (Chinese): 16 s at 120 BPM. */
const song = () =>
  Buffer.from(
    buildVsqx({
      version: 4,
      title: '双人合唱',
      bpm: 120,
      tracks: [
        { name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(16, 'ら', 1920, 72) },
        { name: '天依', voice: TIANYI_VOICE, notes: vsqxNotes(32, '天') },
      ],
    }),
  );

async function uploadProject(page: Page) {
  await page
    .getByTestId('project-file')
    .locator('input[type=file]')
    .setInputFiles({ name: '双人合唱.vsqx', mimeType: 'application/octet-stream', buffer: song() });
  await expect(page.getByTestId('project-file-status')).toBeVisible();
}

const previewLoaded = (page: Page, id: string) =>
  expect
    .poll(() => page.getByTestId(id).evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth))
    .toBeGreaterThan(0);

test.describe('project file metadata (beyond the spec)', () => {
  test('upload a vsqx with Miku and Luo Tianyi: tags, length, lyrics and preview are offered, applied on click, shown on the project page', async ({
    page,
    request,
  }) => {
    await useSession(page, await apiRegister(request, uniqueUser('mt')));
    await page.goto('/upload?type=vsqx');
    await expect(page.getByTestId('project-form')).toBeVisible();
    await uploadProject(page);

    const hint = page.getByTestId('meta-hint');
    await expect(hint).toBeVisible();
    await expect(hint.getByTestId('meta-tags')).toContainText('初音ミク');
    await expect(hint.getByTestId('meta-tags')).toContainText('洛天依');
    await expect(hint.getByTestId('meta-length')).toContainText('00:16');
    await expect(hint.getByTestId('meta-language')).toHaveText('中文');
    await expect(hint.getByTestId('meta-engine')).toContainText('VOCALOID4');
    await previewLoaded(page, 'piano-roll-staged');

    // Suggest, never force: nothing is filled in until the creator applies it.
    await expect(page.getByTestId('field-lyric_content')).toHaveValue('');
    await page.getByTestId('field-language').getByText('日语').click();
    await page.getByTestId('meta-apply').click();
    await expect(page.getByTestId('meta-apply')).toHaveText(/已应用/);
    await expect(page.getByTestId('field-language').locator('.ant-radio-button-wrapper-checked')).toHaveText(
      '中文',
    );
    const tags = page.getByTestId('project-tags');
    await expect(tags).toContainText('初音ミク');
    await expect(tags).toContainText('洛天依');
    await expect(page.getByTestId('field-lyric_content')).toHaveValue(/^天{32}$/);
    await screenshot(page, 'meta-upload-hint-zh');

    // The creator may still change what was applied, then submits.
    await page.getByTestId('field-p_title').fill('双人合唱');
    await page.getByTestId('field-vsqx_content').fill('米库和天依的合唱工程');
    await page.getByTestId('project-submit').click();
    await expect(page).toHaveURL(/\/project\/vn\d+/, { timeout: 15_000 });

    // The project page shows what is inside once the file is live (the transfer takes a moment).
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId('meta-panel')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 45_000 });
    const panel = page.getByTestId('meta-panel');
    await expect(panel).toContainText('初音ミク');
    await expect(panel).toContainText('洛天依');
    await expect(panel.getByTestId('meta-panel-length')).toHaveText('00:16');
    await expect(panel.getByTestId('meta-panel-tracks')).toContainText('Luotianyi_CHN_Meng');
    await previewLoaded(page, 'piano-roll-preview');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, 'meta-project-page-zh');
  });

  test('English interface: the hint in English, and an unreadable file is still a valid upload', async ({
    page,
    request,
  }) => {
    await useSession(page, await apiRegister(request, uniqueUser('me')), { lang: 'en' });
    await page.goto('/upload?type=vsqx');
    await uploadProject(page);
    const hint = page.getByTestId('meta-hint');
    await expect(hint).toContainText('Detected in the project file');
    await expect(hint.getByTestId('meta-language')).toHaveText('Chinese');
    await expect(page.getByTestId('meta-apply')).toHaveText(/Apply/);
    await previewLoaded(page, 'piano-roll-staged');
    await screenshot(page, 'meta-upload-hint-en');

    await page
      .getByTestId('project-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'readme.ust', mimeType: 'text/plain', buffer: Buffer.from('not a project') });
    const again = page.locator('.ant-modal-confirm');
    if (await again.isVisible().catch(() => false)) await again.getByRole('button').last().click();
    await expect(page.getByTestId('project-file-status')).toBeVisible();
    await expect(page.getByTestId('meta-hint')).toHaveCount(0);
  });

  test('MIDI upload: lyrics (GBK), language and single/multi-track are offered and applied', async ({
    page,
    request,
  }) => {
    await useSession(page, await apiRegister(request, uniqueUser('mm')));
    await page.goto('/upload?type=midi');
    const notes = (lyric?: string, base = 60) =>
      Array.from({ length: 8 }, (_, i) => ({ tick: i * 480, dur: 480, key: base + i, lyric }));
    const mid = buildMidi(
      [
        { name: '旋律', notes: notes('天') },
        { name: 'Bass', channel: 1, notes: notes(undefined, 43) },
      ],
      { bpm: 100, encoding: 'gbk' },
    );
    await page
      .getByTestId('midi-upload')
      .locator('input[type=file]')
      .setInputFiles({ name: 'song.mid', mimeType: 'audio/midi', buffer: mid });
    const hint = page.getByTestId('meta-hint');
    await expect(hint).toBeVisible();
    await expect(hint.getByTestId('meta-language')).toHaveText('中文');
    await expect(hint.getByTestId('meta-length')).toHaveText('00:05');
    await expect(page.getByTestId('midi-lyrics')).toHaveValue('');
    await page.getByTestId('meta-apply').click();
    await expect(page.getByTestId('midi-lyrics')).toHaveValue('天天天天天天天天');
    await expect(page.getByTestId('midi-language')).toContainText('中文');
    await expect(page.getByTestId('midi-tracks').locator('.ant-radio-wrapper-checked')).toContainText('多轨');
    await screenshot(page, 'meta-midi-hint-zh');
  });
});
