import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/csp';
import { apiRegister, uniqueUser, useSession, type E2ESession } from '../support/session';
import { createProject, waitReady } from '../support/projects';
import { buildMidi } from '../support/midi-file';
import { acknowledge } from '../support/dialogs';

test.describe('draft protection', () => {
  test('what was typed into the edit form survives a reload, says so, and 丢弃 returns to the saved project', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('draft'));
    await useSession(page, s);
    const p = await createProject(request, s, { p_title: '原标题' });
    await waitReady(request, s, p.music_id);
    await page.goto(`/creator/#/content_update?vn=${p.music_id}`);
    const title = page.getByTestId('field-p_title');
    await expect(title).toHaveValue('原标题');
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);

    await title.fill('改了一半的标题');
    await expect
      .poll(() =>
        page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('vsqx-draft:')).length),
      )
      .toBe(1);
    await page.reload();
    await expect(page.getByTestId('draft-notice')).toContainText('已恢复上次未保存的内容');
    await expect(page.getByTestId('field-p_title')).toHaveValue('改了一半的标题');

    await page.getByTestId('draft-discard').click();
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
    await expect(page.getByTestId('field-p_title')).toHaveValue('原标题');
    await page.reload();
    await expect(page.getByTestId('field-p_title')).toHaveValue('原标题');
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
  });
});

const auth = (s: E2ESession) => ({ authorization: `Bearer ${s.token}` });
const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('vsqx-draft:')));

/** A MIDI project through the API the site uses (slot, upload, submit_new_midi). */
async function createMidi(request: APIRequestContext, s: E2ESession, title: string): Promise<number> {
  const uid = (await (await request.post('/api/user/midi/new_midi_uid', { headers: auth(s) })).json()).data
    .midi_uid as string;
  await request.post('/api/user/midi/update_project.php', {
    headers: auth(s),
    multipart: {
      midi_uid: uid,
      page_url: 'e2e',
      file: { name: 'first.mid', mimeType: 'audio/midi', buffer: buildMidi(1, 30) },
    },
  });
  const res = await request.post('/api/user/midi/submit_new_midi', {
    headers: auth(s),
    form: {
      midi_uid: uid,
      midi_type: '1',
      p_name: '',
      p_title: title,
      agreement: '2',
      language: '2',
      selected_list: '流行曲',
      lyric_content: '',
      midi_desc: '草稿测试',
      p_introduce: '',
      if_pic_changed: '0',
      if_vsqx_changed: '1',
      pic_exist: '0',
      file_extension: 'mid',
      trick_num: '1',
    },
  });
  return (await res.json()).data.midi_id as number;
}

/** Types into `field`, reloads, sees the draft restored with the notice, then 丢弃 brings back `saved`. */
async function draftRoundTrip(page: Page, field: string, saved: string, typed: string) {
  const input = page.getByTestId(field);
  await expect(input).toHaveValue(saved);
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
  await input.fill(typed);
  await expect.poll(() => drafts(page).then((d) => d.length)).toBe(1);
  await page.reload();
  await expect(page.getByTestId('draft-notice')).toContainText('已恢复上次未保存的内容');
  await expect(page.getByTestId(field)).toHaveValue(typed);
  await page.getByTestId('draft-discard').click();
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
  await expect(page.getByTestId(field)).toHaveValue(saved);
  await page.reload();
  await expect(page.getByTestId(field)).toHaveValue(saved);
  await expect(page.getByTestId('draft-notice')).toHaveCount(0);
}

test.describe('draft protection on the MIDI and article forms', () => {
  test('the MIDI edit form keeps a draft per project, the tags included; saving clears it', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('mdraft'));
    const id = await createMidi(request, s, 'MIDI原标题');
    await useSession(page, s);
    await page.goto(`/creator/#/content_midi_update?mn=${id}`);
    await draftRoundTrip(page, 'midi-title', 'MIDI原标题', 'MIDI改了一半');
    expect(await drafts(page)).toEqual([]);

    // A tag picked and a title typed come back together; saving the form ends the draft.
    await page.getByTestId('midi-title').fill('MIDI新标题');
    await page.getByTestId('midi-tags-tag').filter({ hasText: '古风' }).click();
    await expect.poll(() => drafts(page)).toEqual([`vsqx-draft:midi:${id}`]);
    await page.reload();
    await expect(page.getByTestId('draft-notice')).toBeVisible();
    await expect(page.getByTestId('midi-title')).toHaveValue('MIDI新标题');
    await page.getByTestId('midi-submit').click();
    await acknowledge(page.locator('.ant-modal-confirm'));
    await expect(page.getByTestId('draft-notice')).toHaveCount(0);
    expect(await drafts(page)).toEqual([]);
    const saved = await (
      await request.post('/api/user/midi/select_midi_project.php', {
        headers: auth(s),
        form: { midi_id: String(id) },
      })
    ).json();
    expect(saved[0]).toMatchObject({ midi_name: 'MIDI新标题', tag: '流行曲,古风' });
  });

  test('the MIDI upload form keeps a new-project draft per user', async ({ page, request }) => {
    const s = await apiRegister(request, uniqueUser('mnew'));
    await useSession(page, s);
    await page.goto('/upload?type=midi');
    await draftRoundTrip(page, 'midi-title', '', '还没想好的MIDI');
    await page.getByTestId('midi-title').fill('留着的标题');
    await expect.poll(() => drafts(page)).toEqual([`vsqx-draft:midi:new:${s.uid}`]);
  });

  test('the article editor keeps a draft per article, and one for a new article', async ({
    page,
    request,
  }) => {
    const s = await apiRegister(request, uniqueUser('adraft'));
    const data = {
      article_title: '文章原标题',
      article_type: 2,
      article_author_type: 1,
      article_agreement: 1,
      article_author_name: '',
      article_link: '',
      article_md: '# 笔记\n\n这是一篇足够长的调教文章。',
      article_html: '',
      article_cover: '',
    };
    const id = (await (await request.post('/api/article/submit_article', { data, headers: auth(s) })).json())
      .data.article_id as number;
    await useSession(page, s);
    await page.goto(`/creator/#/article_update?an=${id}`);
    await draftRoundTrip(page, 'article-title-input', '文章原标题', '文章改了一半');
    await page.goto('/upload?type=article');
    await draftRoundTrip(page, 'article-title-input', '', '新文章草稿');
  });
});
