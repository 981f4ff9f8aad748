import { expect, test, type Page } from '@playwright/test';
import { createProject } from '../support/projects';
import { screenshot } from '../support/screens';
import { apiRegister, uniqueUser, useSession } from '../support/session';
import { buildSvp } from '../../apps/server/src/modules/project-meta/fixtures/archive-fixtures';
import {
  buildVsqx,
  MIKU_VOICE,
  vsqxNotes,
} from '../../apps/server/src/modules/project-meta/fixtures/xml-fixtures';

const leaveDialog = (page: Page) => page.locator('.ant-modal-confirm').filter({ hasText: '离开此页？' });

/** Answers the leave dialog and waits until it is gone (a click during antd's zoom-in can miss). */
async function answerLeave(page: Page, button: '留在此页' | '离开') {
  const dialog = leaveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('你有尚未保存的修改');
  await expect(async () => {
    // antd spaces out a two-character Chinese label ('离 开').
    const name = new RegExp(`^${[...button].join('\\s?')}$`);
    if (await dialog.isVisible()) await dialog.getByRole('button', { name }).click({ timeout: 2_000 });
    await expect(dialog).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

test.describe('usable by everyone (issue 19)', () => {
  test('a form with unsaved changes asks before leaving: menu, Back and reload; staying keeps the text; saving clears it', async ({
    page,
    request,
  }) => {
    await useSession(page, await apiRegister(request, uniqueUser('uc')));
    await page.goto('/creator/#/home');
    await expect(page.getByTestId('todo-card')).toBeVisible();
    await page
      .getByTestId('sidebar')
      .getByRole('menuitem', { name: /个人信息/ })
      .click();
    const form = page.getByTestId('profile-form');
    await form.getByLabel('P主介绍').fill('还没保存的介绍');

    // In-app navigation (the sidebar): asked; staying keeps the page and the text.
    await page
      .getByTestId('sidebar')
      .getByRole('menuitem', { name: /工程管理/ })
      .click();
    await answerLeave(page, '留在此页');
    await expect(page).toHaveURL(/#\/info$/);
    await expect(form.getByLabel('P主介绍')).toHaveValue('还没保存的介绍');

    // The browser's Back: asked too, and staying undoes it.
    await page.goBack();
    await answerLeave(page, '留在此页');
    await expect(page).toHaveURL(/#\/info$/);
    await expect(form.getByLabel('P主介绍')).toHaveValue('还没保存的介绍');

    // A reload: the browser's own prompt; dismissing it keeps the page.
    const prompts: string[] = [];
    page.once('dialog', (d) => {
      prompts.push(d.type());
      void d.dismiss();
    });
    // (location.reload rather than page.reload, which would wait for a load the dismissed prompt cancelled.)
    await page.evaluate(() => window.location.reload());
    await expect.poll(() => prompts).toEqual(['beforeunload']);
    await expect(form.getByLabel('P主介绍')).toHaveValue('还没保存的介绍');

    // Saved: leaving no longer asks.
    await page.getByTestId('profile-save').click();
    await expect(page.locator('.ant-message')).toContainText('成功');
    await page
      .getByTestId('sidebar')
      .getByRole('menuitem', { name: /工程管理/ })
      .click();
    await expect(page).toHaveURL(/#\/content/);
    await expect(leaveDialog(page)).toHaveCount(0);

    // Leaving on purpose: asked, then gone.
    await page
      .getByTestId('sidebar')
      .getByRole('menuitem', { name: /个人信息/ })
      .click();
    await form.getByLabel('P主介绍').fill('这次不要了');
    await page.getByTestId('sidebar').getByRole('menuitem', { name: /首页/ }).click();
    await answerLeave(page, '离开');
    await expect(page).toHaveURL(/#\/home$/);
  });

  test("article editor: Enter on an empty list item ends the list; the site's upload page asks before switching away", async ({
    page,
    request,
  }) => {
    await useSession(page, await apiRegister(request, uniqueUser('md')));
    await page.goto('/upload?type=article');
    const editor = page.getByTestId('md-editor').locator('textarea');
    await editor.click();
    await page.keyboard.type('- 第一项');
    await page.keyboard.press('Enter');
    await expect(editor).toHaveValue('- 第一项\n- ');
    await page.keyboard.press('Enter');
    await expect(editor).toHaveValue('- 第一项\n');
    await page.keyboard.type('正文');
    await expect(editor).toHaveValue('- 第一项\n正文');
    // Numbered lists too; Enter on a filled item still continues the list.
    await page.keyboard.press('Enter');
    await page.keyboard.type('1. 步骤');
    await page.keyboard.press('Enter');
    await expect(editor).toHaveValue('- 第一项\n正文\n1. 步骤\n2. ');
    await page.keyboard.press('Enter');
    await expect(editor).toHaveValue('- 第一项\n正文\n1. 步骤\n');

    // The typed article is unsaved: switching the kind of upload asks, and staying keeps it.
    await page.getByTestId('upload-kind-vsqx').click();
    await answerLeave(page, '留在此页');
    await expect(page).toHaveURL(/type=article/);
    await expect(editor).toHaveValue('- 第一项\n正文\n1. 步骤\n');
  });

  test("the creator home's to-do card shows a real waiting licence request from a second user and links to it", async ({
    page,
    request,
  }) => {
    const author = await apiRegister(request, uniqueUser('td'));
    const fan = await apiRegister(request, uniqueUser('tf'));
    const { music_id } = await createProject(request, author, { p_title: '待办测试工程' });
    const applied = await (
      await request.post('/api/app/apply', {
        headers: { authorization: `Bearer ${fan.token}` },
        data: { project_type: 'v', project_id: music_id, apply_text: '想用于翻唱视频' },
      })
    ).json();
    expect(applied.success, applied.message).toBe(true);

    await useSession(page, author);
    await page.goto('/creator/#/home');
    const card = page.getByTestId('todo-card');
    await expect(card).toContainText('待办事项');
    const waiting = card.getByTestId('todo-licence_waiting');
    await expect(waiting.getByTestId('todo-count')).toHaveText('1');
    await expect(waiting).toContainText('待回复的授权申请');
    await expect(card.getByTestId('todo-unread_comments').getByTestId('todo-count')).toHaveText('0');
    await page.setViewportSize({ width: 1366, height: 900 });
    await screenshot(page, 'home-todo-1366');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(card).toBeVisible();
    await screenshot(page, 'home-todo-390');
    // On a phone the card has the screen's width, less the content padding, and no sideways scrolling.
    await expect
      .poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().right)))
      .toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1366, height: 900 });

    await waiting.click();
    await expect(page).toHaveURL(/#\/authorization\?status=replying$/);
    await expect(page.getByTestId('request-allow')).toHaveCount(1);
    await expect(page.locator('body')).toContainText('想用于翻唱视频');
  });

  test('the engine is picked by name and prefilled from the uploaded file; the wire keeps synthesizer_type and _name', async ({
    page,
    request,
  }) => {
    await useSession(page, await apiRegister(request, uniqueUser('en')));
    await page.goto('/upload?type=vsqx');
    const engine = page.getByTestId('field-engine');
    await expect(engine).toContainText('VOCALOID');
    const svp = buildSvp({
      bpm: 120,
      tracks: [
        {
          name: 'Teto',
          singer: 'Kasane Teto',
          language: 'japanese',
          notes: [{ tick: 0, dur: 480, key: 60, lyric: 'ら' }],
        },
      ],
    });
    await page
      .getByTestId('project-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'song.svp', mimeType: 'application/octet-stream', buffer: Buffer.from(svp) });
    await expect(page.getByTestId('meta-hint')).toBeVisible();
    await expect(engine).toContainText('Synthesizer V');
    await expect(page.getByTestId('field-synthesizer_name')).toHaveCount(0);

    // Another file, another engine: the picker follows it.
    const vsqx = buildVsqx({
      version: 4,
      title: 'v4',
      bpm: 120,
      tracks: [{ name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(4, 'ら') }],
    });
    await page
      .getByTestId('project-file')
      .locator('input[type=file]')
      .setInputFiles({ name: 'song.vsqx', mimeType: 'application/octet-stream', buffer: Buffer.from(vsqx) });
    const again = page.locator('.ant-modal-confirm').filter({ hasNotText: '离开此页' });
    if (await again.isVisible().catch(() => false)) await again.getByRole('button').last().click();
    await expect(engine).toContainText('VOCALOID');

    // Picked by hand (after taking the file's tags): CeVIO AI goes out as type 2 with its name.
    await page.getByTestId('meta-apply').click();
    await expect(engine).toContainText('VOCALOID');
    await engine.click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('CeVIO AI').click();
    await page.getByTestId('field-p_title').fill('引擎测试');
    await page.getByTestId('field-vsqx_content').fill('选择引擎的工程');
    const sent = page.waitForRequest('**/api/user/submit_new_vsqx_project');
    await page.getByTestId('project-submit').click();
    const body = new URLSearchParams((await sent).postData() ?? '');
    expect([body.get('synthesizer_type'), body.get('synthesizer_name')]).toEqual(['2', 'CeVIO AI']);
    await expect(page).toHaveURL(/\/project\/vn\d+/, { timeout: 15_000 });
  });
});
