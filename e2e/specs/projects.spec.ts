import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { screenshot } from '../support/screens';
import { apiLogin, apiRegister, loginAs, uniqueUser, useSession, type E2ESession } from '../support/session';
import { gradientPng } from '../support/png';
import { holdRequests } from '../support/hold';
import {
  allProjects,
  createProject,
  itemName,
  mp3File,
  myProjects,
  readProject,
  vsqxFile,
  waitReady,
} from '../support/projects';
import { acknowledge } from '../support/dialogs';

const SHOTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/screenshots');
const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });
const cards = (page: Page) => page.getByTestId('project-card');
const titles = (page: Page) => page.getByTestId('project-title').allTextContents();

async function newCreator(page: Page, request: APIRequestContext) {
  const s = await apiRegister(request, uniqueUser('pj'));
  await useSession(page, s);
  return s;
}

test.describe('project list (工程管理)', () => {
  test('miku_p: cards, 10 per page with pager and total, both orders, duration badge; 全部 merges MIDI, the tabs filter', async ({
    page,
    request,
  }) => {
    const s = await loginAs(page, request, 'miku_p');
    const byTime = await myProjects(request, s, 'time');
    const byHot = await myProjects(request, s, 'hot');
    // Spec §2: the default view is one list of projects and MIDI projects, one total, one sort.
    const all1 = await allProjects(request, s, 'time', 1);
    const all2 = await allProjects(request, s, 'time', 2);
    const allHot = await allProjects(request, s, 'hot', 1);
    expect(all1.total).toBeGreaterThan(byTime.total);
    await page.goto('/creator/#/content?page=1');
    await expect(page.getByRole('tab', { name: '全部' })).toHaveAttribute('aria-selected', 'true');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByTestId('project-total')).toHaveText(`共 ${all1.total} 个工程`);
    expect(await titles(page)).toEqual(all1.data.map(itemName));
    expect(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(
      all1.data.map((i) => (i.kind === 'v' ? 'vsqx' : 'midi')),
    );
    // Each card names its kind and edits on its own page.
    for (const [n, item] of all1.data.entries()) {
      const c = cards(page).nth(n);
      await expect(c.getByTestId('project-kind')).toHaveText(item.kind === 'v' ? '工程' : 'MIDI');
      await expect(c.getByTestId('project-edit')).toHaveAttribute(
        'href',
        item.kind === 'v'
          ? `#/content_update?vn=${item.music_id}`
          : `#/content_midi_update?mn=${item.midi_id}`,
      );
    }
    await expect
      .poll(() =>
        cards(page)
          .first()
          .getByTestId('project-cover')
          .evaluate((i: HTMLImageElement) => i.naturalWidth),
      )
      .toBe(200);
    await screenshot(page, 'projects-list-all-zh');
    await page.locator('.ant-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL(/content\?page=2/);
    await expect.poll(() => titles(page)).toEqual(all2.data.map(itemName));
    await page.getByTestId('project-sort').getByText('热度排序').click();
    await expect(page).toHaveURL(/page=1&sort=hot/);
    await expect.poll(() => titles(page)).toEqual(allHot.data.map(itemName));

    await page.getByRole('tab', { name: 'vsqx 工程' }).click();
    await expect(page).toHaveURL(/sort=hot&tab=vsqx/);
    await expect.poll(() => titles(page)).toEqual(byHot.data.slice(0, 10).map((p) => p.music_name));
    await page.getByTestId('project-sort').getByText('时间排序').click();
    await expect(page).toHaveURL(/page=1&tab=vsqx/);
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByTestId('project-total')).toHaveText(`共 ${byTime.total} 个工程`);
    // Polled: the hot page stays on screen while the time page loads.
    await expect.poll(() => titles(page)).toEqual(byTime.data.slice(0, 10).map((p) => p.music_name));
    const first = byTime.data[0];
    const card = cards(page).first();
    await expect(card.getByTestId('project-title')).toHaveAttribute('href', `/project/vn${first.music_id}`);
    await expect(card.getByTestId('project-title')).toHaveAttribute('target', '_blank');
    await expect(card.getByTestId('project-clicks')).toHaveText(String(first.click_num));
    await expect(card.getByTestId('project-downloads')).toHaveText(String(first.download_num));
    await expect(card.getByTestId('project-comments')).toHaveText(String(first.comment_num));
    await expect(card.getByTestId('project-likes')).toHaveText(String(first.zan));
    await expect(card.getByTestId('project-time')).toContainText('上传于');
    await expect(card.getByTestId('project-edit')).toHaveAttribute(
      'href',
      `#/content_update?vn=${first.music_id}`,
    );
    // The duration badge only where a length is set.
    const withLength = byTime.data.slice(0, 10).filter((p) => p.music_length).length;
    await expect(page.getByTestId('project-duration')).toHaveCount(withLength);
    await expect
      .poll(() => card.getByTestId('project-cover').evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBe(200);
    await screenshot(page, 'projects-list-zh');

    await page.getByRole('tab', { name: /MIDI/ }).click();
    await expect(page).toHaveURL(/tab=midi/);
    const midi = await (
      await request.post('/api/user/midi/select_p_midi.php', { form: { uid: String(s.uid) }, ...auth(s) })
    )
      .json()
      .catch(() => []);
    if (Array.isArray(midi) && midi.length) {
      await expect(page.getByTestId('project-total')).toHaveText(`共 ${midi.length} 个工程`);
      expect(await cards(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')))).toEqual(
        Array(Math.min(10, midi.length)).fill('midi'),
      );
      await expect(cards(page).first().getByTestId('project-edit')).toHaveAttribute(
        'href',
        /#\/content_midi_update\?mn=\d+/,
      );
      await expect(cards(page).first().getByTestId('project-title')).toHaveAttribute(
        'href',
        /\/project\/mn\d+/,
      );
    }
    await screenshot(page, 'projects-list-midi-zh');
  });

  test('a new creator: loading then empty; after uploads the transferring badge, then ready', async ({
    page,
    request,
  }) => {
    const s = await newCreator(page, request);
    const list = await holdRequests(page, '**/api/user/select_all_project_list*');
    await page.goto('/creator/#/content?page=1');
    await expect(page.getByTestId('project-loading')).toContainText('加载中...');
    list.release();
    await expect(page.getByTestId('project-empty')).toContainText('暂无投稿');
    await page.unroute('**/api/user/select_all_project_list*');
    const p = await createProject(request, s, { p_title: '刚上传' });
    await page.reload();
    await expect(cards(page)).toHaveCount(1);
    const badge = page.getByTestId('project-transferring');
    await expect(badge).toHaveText('转存中');
    await badge.hover();
    await expect(page.getByRole('tooltip')).toContainText('30秒内即可下载，请稍后刷新');
    await screenshot(page, 'projects-list-transferring');
    await waitReady(request, s, p.music_id);
    await expect(badge).toHaveCount(0, { timeout: 15_000 });
  });

  test('delete asks first, then the total drops and the next item moves in', async ({ page, request }) => {
    const s = await newCreator(page, request);
    for (let i = 1; i <= 11; i += 1) await createProject(request, s, { p_title: `工程${i}` });
    await page.goto('/creator/#/content?page=1');
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByTestId('project-total')).toHaveText('共 11 个工程');
    expect((await titles(page))[0]).toBe('工程11');
    await cards(page).first().getByTestId('project-delete').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('确认永久删除该工程?');
    await acknowledge(dialog, '取 消');
    await expect(cards(page)).toHaveCount(10);
    await cards(page).first().getByTestId('project-delete').click();
    await page.getByRole('dialog').getByRole('button', { name: '确 定' }).click();
    await expect(page.locator('.ant-message')).toContainText('删除成功');
    await expect(page.getByTestId('project-total')).toHaveText('共 10 个工程');
    await expect.poll(() => titles(page)).toEqual(Array.from({ length: 10 }, (_, i) => `工程${10 - i}`));
  });
});

const toast = (page: Page) => page.locator('.ant-message-notice');
const inline = (page: Page) => page.locator('.ant-form-item-explain-error');
const submitButton = (page: Page) => page.getByTestId('project-submit');
const tagGroup = (page: Page) => page.getByTestId('project-tags');

async function openEdit(page: Page, request: APIRequestContext, over: Record<string, string> = {}) {
  const s = await newCreator(page, request);
  const p = await createProject(request, s, { p_title: '编辑我', ...over });
  await waitReady(request, s, p.music_id);
  await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
  await expect(page.getByTestId('field-p_title')).toHaveValue(over.p_title ?? '编辑我');
  return { s, p };
}

/** The edit card alone (a full-page shot of the fixed shell repeats the header), once toasts are gone. */
async function shoot(page: Page, name: string) {
  await expect(toast(page)).toHaveCount(0, { timeout: 8000 });
  const before = page.viewportSize()!;
  // Tall enough for the whole card, so the fixed top bar is not painted over it while scrolling.
  await page.setViewportSize({ width: before.width, height: 2300 });
  await page.getByTestId('project-edit-page').screenshot({ path: path.join(SHOTS, `${name}.png`) });
  await page.setViewportSize(before);
}

async function expectToast(page: Page, text: string) {
  await expect(toast(page).filter({ hasText: text }).first()).toBeVisible();
}

test.describe('project edit (编辑稿件)', () => {
  test('validation messages in spec order, BV/AU, engine suggestions, master tuning', async ({
    page,
    request,
  }) => {
    await openEdit(page, request);
    await expect(page.getByTestId('project-file-status')).toContainText('已上传');
    await expect(page.getByTestId('project-mp3-status')).toContainText('尚未上传');
    await expect(submitButton(page)).toHaveText(/更新稿件/);

    await page.getByTestId('field-p_title').fill('');
    await submitButton(page).click();
    await expectToast(page, '必须输入稿件标题！');
    await expect(inline(page).filter({ hasText: '必须输入稿件标题！' })).toBeVisible();
    await page.getByTestId('field-p_title').fill('新的标题');

    await page.getByTestId('field-b_av').fill('BV123');
    await expect(inline(page).filter({ hasText: 'BV号格式错误！' })).toBeVisible();
    await page.getByTestId('field-b_av').fill('BVabcdefghij');
    await expect(inline(page).filter({ hasText: 'BV号格式错误。' })).toBeVisible();
    await submitButton(page).click();
    await expectToast(page, 'BV号-格式错误！');
    await page.getByTestId('field-b_type').click();
    await page.locator('.ant-select-dropdown').getByTitle('AU号').click();
    await page.getByTestId('field-b_av').fill('au170');
    await expect(inline(page).filter({ hasText: '只能输入数字' })).toBeVisible();
    await submitButton(page).click();
    await expectToast(page, 'AU号-格式错误！');
    await page.getByTestId('field-b_av').fill('170001');
    await expect(inline(page)).toHaveCount(0);

    // The engines are picked by name; the last choice takes a typed name (searched: the list is virtual).
    await page.getByTestId('field-engine').click();
    await page.keyboard.type('其他');
    await page.locator('.ant-select-dropdown:visible').getByTitle('其他引擎（填写名称）').click();
    await submitButton(page).click();
    await expectToast(page, '请输入“歌声合成引擎”的名称');
    await page.getByTestId('field-synthesizer_name').click();
    const suggestions = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(suggestions).toHaveText([
      'SynthV',
      'UTAU',
      'DeepVocal',
      'Sharpkey',
      'X Studio',
      'ACE Studio',
    ]);
    await suggestions.filter({ hasText: 'ACE Studio' }).click();
    await expect(page.getByTestId('field-synthesizer_name').locator('input')).toHaveValue('ACE Studio');

    await page.getByTestId('field-vsqx_content').fill('');
    await submitButton(page).click();
    await expectToast(page, '必须填写工程介绍！');
    await page.getByTestId('field-vsqx_content').fill('一段介绍');
    await expect(page.locator('.ant-input-data-count').filter({ hasText: '/ 1000' })).toHaveText('4 / 1000');

    await page.getByTestId('field-master').check();
    await expect(page.getByTestId('master-reminder')).toContainText('请确认工程的参数经过了精细调教');
    await expect(page.getByTestId('field-rate').locator('.ant-rate-star-full')).toHaveCount(3);
    await expect(page.getByTestId('field-rate-label')).toHaveCount(0);
    await page.getByTestId('field-master').uncheck();
    await expect(page.getByTestId('master-reminder')).toHaveCount(0);
    await expect(page.getByTestId('field-rate-label')).toHaveText('有调教');
    await shoot(page, 'projects-edit-zh');
  });

  test('tags: every rule and message; language change clears singer tags; type switch', async ({
    page,
    request,
  }) => {
    const { s } = await openEdit(page, request);
    const tags = tagGroup(page);
    const input = page.getByTestId('project-tags-input');
    const add = async (text: string) => {
      await input.fill(text);
      await page.getByTestId('project-tags-add').click();
    };
    // The project was saved with 初音ミク (Japanese) and 古风.
    await expect(tags.locator('.ant-tag-checkable', { hasText: '初音ミク' })).toHaveClass(
      /ant-tag-checkable-checked/,
    );
    await add('  ');
    await expectToast(page, '请输入标签！');
    await add('古风');
    await expectToast(page, '您已经添加了该标签！(╯°口°)╯');
    for (const t of ['自定义1', '自定义2', '自定义3', '自定义4', '自定义5']) await add(t);
    await expect(page.getByTestId('project-tags-custom')).toHaveCount(5);
    await add('自定义6');
    await expectToast(page, '最多添加5个自定义标签');
    await add('自定义1');
    await expectToast(page, '您已经添加了该标签！(╯°口°)╯');
    for (const t of ['GUMI', 'IA', 'VY1']) await tags.getByText(t, { exact: true }).click();
    await expect(tags.getByText('已选 10/10')).toBeVisible();
    await tags.getByText('流行曲', { exact: true }).click();
    await expectToast(page, '最多添加10个标签(╯°口°)╯');

    await page.getByTestId('field-language').getByText('中文').click();
    await expect(tags.getByText('初音ミク')).toHaveCount(0);
    await expect(tags.getByText('洛天依')).toBeVisible();
    await expect(tags.getByText('已选 6/10')).toBeVisible();
    await page.getByTestId('field-language').getByText('英语').click();
    await expect(tags.getByText('洛天依')).toHaveCount(0);
    await expect(tags.getByText('古风', { exact: true })).toBeVisible();
    const chips = page.getByTestId('project-tags-custom');
    for (let n = await chips.count(); n > 0; n -= 1) {
      await chips.first().locator('.ant-tag-close-icon').click();
      await expect(chips).toHaveCount(n - 1);
    }
    await tags.getByText('古风', { exact: true }).click();
    await submitButton(page).click();
    await expectToast(page, '必须添加标签！');
    await tags.getByText('V5', { exact: true }).click();

    const name = page.getByTestId('field-p_name');
    await expect(name).toHaveValue(s.username);
    await expect(name).toBeDisabled();
    await expect(page.getByTestId('field-p_introduce')).toBeHidden();
    await page.getByTestId('field-music_type').click();
    await page.locator('.ant-select-dropdown').getByTitle('搬运').click();
    await expect(name).toHaveValue('');
    await expect(page.getByTestId('field-p_introduce')).toBeVisible();
    await submitButton(page).click();
    await expectToast(page, '必须输入P主名字！');
    await name.fill('ryo');
    await page.getByTestId('field-p_introduce').fill('supercell');
    await page.getByTestId('field-music_type').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('原创').click();
    await expect(name).toHaveValue(s.username);
    await page.getByTestId('field-music_type').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('搬运').click();
    await expect(name).toHaveValue('ryo');
    await expect(page.getByTestId('field-p_introduce')).toHaveValue('supercell');
  });

  test('uploads: progress, cancel and re-upload with confirmation, mp3 checks, cover crop 200x126, submit shows updating...', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // a throttled upload, two more uploads, a crop and a submit: over a minute on a loaded machine
    const { s, p } = await openEdit(page, request);
    const file = page.getByTestId('project-file');
    const dialog = page.locator('.ant-modal-confirm');

    // Re-uploading asks first; then a slow upload shows its percent and can be cancelled (after a question).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    await file.getByTestId('project-file-button').click();
    await expect(dialog).toContainText('确认重新上传？');
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    // 8 MB at 256 KB/s: still sending when the cancel is confirmed, however slow the steps before it (3 MB had ended once).
    await (
      await chooser
    ).setFiles({ name: 'big.zip', mimeType: 'application/zip', buffer: Buffer.alloc(8 * 1024 * 1024, 7) });
    const percent = () =>
      file
        .locator('.ant-progress-indicator')
        .textContent()
        .then((t) => Number((t ?? '0').replace('%', '')));
    await expect.poll(percent, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await percent()).toBeLessThan(100);
    await shoot(page, 'projects-edit-uploading');
    await file.getByTestId('project-file-cancel').click();
    await expect(dialog).toContainText('确认取消上传？');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expectToast(page, '已取消本次上传');
    await expectToast(page, '请重新上传vsqx工程');
    await expect(file).toHaveAttribute('data-phase', 'idle');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await submitButton(page).click();
    await expectToast(page, '必须上传vsqx工程！');
    expect((await readProject(request, s, p.music_id)).upload_finish).toBe(1);

    await file
      .locator('input[type=file]')
      .setInputFiles({ name: 'song.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') });
    await expectToast(page, "只能上传压缩文件或者'歌声合成引擎工程文件'哦~");
    await file
      .locator('input[type=file]')
      .setInputFiles({ name: 'v2.vsqx', mimeType: 'application/octet-stream', buffer: vsqxFile('v2') });
    await expect(file.getByTestId('project-file-status')).toContainText('已上传');
    await expect(file.getByTestId('project-file-button')).toHaveText(/重新上传/);

    const mp3 = page.getByTestId('project-mp3');
    await mp3
      .locator('input[type=file]')
      .setInputFiles({ name: 'demo.wav', mimeType: 'audio/wav', buffer: mp3File() });
    await expectToast(page, '只能上传mp3格式哦~请转码后上传');
    await mp3
      .locator('input[type=file]')
      .setInputFiles({ name: 'fake.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('not audio at all') });
    await expect(mp3.getByTestId('project-mp3-status')).toContainText('该文件不是有效的mp3音频');
    await mp3
      .locator('input[type=file]')
      .setInputFiles({ name: 'demo.mp3', mimeType: 'audio/mpeg', buffer: mp3File() });
    await expect(mp3.getByTestId('project-mp3-status')).toContainText('已上传');

    await page
      .getByTestId('project-cover-picker')
      .locator('input[type=file]')
      .setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: gradientPng(640, 360) });
    const crop = page.locator('.ant-modal').filter({ has: page.getByTestId('crop-preview') });
    await expect(crop).toContainText('裁剪封面');
    await expect
      .poll(() => crop.getByTestId('crop-preview').evaluate((c: HTMLCanvasElement) => [c.width, c.height]))
      .toEqual([200, 126]);
    await crop.getByRole('button', { name: /确\s?定/ }).click();
    await expect(page.getByTestId('cover-status')).toHaveText('新封面已上传，提交后生效');

    const save = await holdRequests(page, '**/api/user/submit_update_vsqx_project');
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(/更新中\.\.\./);
    await expect(submitButton(page)).toBeDisabled();
    save.release();
    const done = page.locator('.ant-modal-confirm');
    await expect(done).toContainText(
      '稿件修改成功，一分钟后生效。（若未生效，请你：清空浏览器缓存，再点击Ctrl + F5。还不行就重启浏览器。）',
    );
    await acknowledge(done);
    await expect(page).toHaveURL(/#\/content\?page=1$/);
    await expect(page.getByTestId('project-transferring')).toBeVisible();
    await waitReady(request, s, p.music_id);
    const saved = await readProject(request, s, p.music_id);
    expect(saved).toMatchObject({
      pic_exist: 1,
      music_exist: 1,
      music_length: '00:01',
      file_name: 'v2.vsqx',
    });
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, `/files/cover/${p.vsqx_uid}.jpg?v=${saved.pic_version}`);
    expect(size).toEqual([200, 126]);
  });

  test('load failure: the alert, then back to the list page 1', async ({ page, request }) => {
    const s = await newCreator(page, request);
    const miku = await myProjects(request, await apiLogin(request, 'miku_p'), 'time');
    for (const id of [99999999, miku.data[0].music_id]) {
      await page.goto(`/creator/#/content_update?vn=${id}`);
      const dialog = page.locator('.ant-modal-confirm');
      await expect(dialog).toContainText('内容不存在或无权访问');
      await acknowledge(dialog);
      // Gone, not just closing: the next round must find only its own dialog (and a second alert would stay).
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/#\/content\?page=1$/);
    }
    expect(s.uid).toBeGreaterThan(0);
  });

  test('English interface', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('pe'));
    await useSession(page, s, { lang: 'en' });
    // The list is open before the project is made: a reload then shows it inside the transfer's 3 s window
    // (a cold first load on a slow machine took longer than that).
    await page.goto('/creator/#/content?page=1');
    await expect(page.getByTestId('project-empty')).toBeVisible();
    const p = await createProject(request, s, {
      p_title: 'Melt',
      language: '2',
      selected_list: '初音ミク,V5',
      music_type: '2',
      p_name: 'ryo',
      p_introduce: 'supercell',
    });
    await page.reload();
    await expect(page.getByTestId('project-total')).toHaveText('Total: 1');
    await expect(page.getByTestId('project-transferring')).toHaveText('transferring');
    await screenshot(page, 'projects-list-en');
    await waitReady(request, s, p.music_id);
    await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
    await expect(submitButton(page)).toHaveText(/update project/);
    await expect(page.getByTestId('project-file-status')).toContainText('uploaded');
    await expect(page.getByTestId('field-p_introduce')).toHaveValue('supercell');
    await page.getByTestId('field-p_title').fill('');
    await submitButton(page).click();
    await expectToast(page, 'You must enter a title!');
    await page.getByTestId('field-p_title').fill('Melt');
    await shoot(page, 'projects-edit-en');
  });
});
