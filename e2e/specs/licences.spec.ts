import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiRegister, loginAs, uniqueUser, useSession, type E2ESession } from '../support/session';
import { screenshot } from '../support/screens';

const auth = (s: E2ESession) => ({ headers: { authorization: `Bearer ${s.token}` } });

const VSQX = (title: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><vsq4 xmlns="http://www.yamaha.co.jp/vocaloid/schema/vsq4/"><vVoiceTable><vVoice><bs>0</bs><pc>0</pc><id><![CDATA[BCNFCY43LB2LZCD4]]></id><name><![CDATA[Miku]]></name></vVoice></vVoiceTable><masterTrack><seqName><![CDATA[${title}]]></seqName><resolution>480</resolution><tempo><t>0</t><v>12000</v></tempo></masterTrack><vsTrack><tNo>0</tNo><vsPart><t>1920</t><playTime>960</playTime><note><t>0</t><dur>480</dur><n>60</n><v>64</v><y><![CDATA[ら]]></y></note></vsPart></vsTrack></vsq4>`,
  );

/** A project created through the site's API (slot → upload → submit), as the upload page does. */
async function createProject(request: APIRequestContext, s: E2ESession, title: string): Promise<number> {
  const slot = (await (await request.post('/api/user/new_vsqx_uid', auth(s))).json()).data.vsqx_uid as string;
  const up = await request.post('/api/upload/vsqx_file', {
    ...auth(s),
    multipart: {
      vsqx_uid: slot,
      page_url: 'http://localhost/upload',
      file: { name: 'song.vsqx', mimeType: 'application/octet-stream', buffer: VSQX(title) },
    },
  });
  expect(up.ok(), await up.text()).toBe(true);
  const res = await request.post('/api/user/submit_new_vsqx_project', {
    ...auth(s),
    form: {
      vsqx_uid: slot,
      music_exist: '0',
      music_type: '1',
      p_name: '',
      p_title: title,
      b_av: '',
      b_type: '1',
      agreement: '1',
      language: '2',
      selected_list: '初音ミク,古风',
      rate: '2',
      lyric_content: '',
      vsqx_content: '授权测试用的工程',
      p_introduce: '',
      up_name: '',
      up_email: '',
      if_pic_changed: '0',
      if_music_changed: '0',
      if_vsqx_changed: '1',
      pic_exist: '0',
      file_extension: 'vsqx',
      synthesizer_name: '',
      synthesizer_type: '1',
    },
  });
  const body = await res.json();
  expect(body.success, body.message).toBe(true);
  return body.data.music_id;
}

async function apply(request: APIRequestContext, s: E2ESession, projectId: number, text: string) {
  const body = await (
    await request.post('/api/app/apply', {
      ...auth(s),
      data: { project_type: 'v', project_id: projectId, apply_text: text },
    })
  ).json();
  expect(body.success, body.message).toBe(true);
}

async function pageAs(browser: Browser, s: E2ESession, lang: 'zh' | 'en' = 'zh'): Promise<Page> {
  const ctx = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
  const page = await ctx.newPage();
  await useSession(page, s, { lang });
  return page;
}

const item = (page: Page, title: string) => page.getByTestId('request-item').filter({ hasText: title });

async function confirm(page: Page) {
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
}

test.describe('licence requests between two real users', () => {
  test('apply on the project page, answer on /authorization, cancel and delete on /apply', async ({
    browser,
    request,
  }) => {
    // Two users' pages, three requests through every tab, eight screenshots: the longest story in the suite.
    test.setTimeout(150_000);
    const author = await apiRegister(request, uniqueUser('la'));
    const applicant = await apiRegister(request, uniqueUser('lb'));
    const [p1, p2, p3] = [
      `同意曲${Date.now() % 1000}`,
      `拒绝曲${Date.now() % 1000}`,
      `取消曲${Date.now() % 1000}`,
    ];
    const ids = [
      await createProject(request, author, p1),
      await createProject(request, author, p2),
      await createProject(request, author, p3),
    ];

    // The applicant asks through the box on the project page; the box then shows the waiting request.
    const ap = await pageAs(browser, applicant);
    await ap.goto(`/project/vn${ids[0]}`);
    const box = ap.getByTestId('licence-apply-box');
    await box.getByTestId('licence-submit').click();
    await expect(box).toContainText('请填写申请理由');
    await box.getByTestId('licence-text').fill('想用于翻唱投稿，会注明出处');
    await box.getByTestId('licence-use').click();
    await ap.locator('.ant-select-item-option[title="翻唱"]').click();
    await box.getByTestId('licence-submit').click();
    await expect(box.getByTestId('licence-state')).toContainText('等待回复');
    await expect(box.getByTestId('licence-state')).toContainText('想用于翻唱投稿，会注明出处');
    await screenshot(ap, 'licence-apply-box-zh');
    await apply(request, applicant, ids[1], '想改编后投稿');
    await apply(request, applicant, ids[2], '想在直播中使用');

    // The author: three pending requests; allow one with a quick reply, refuse one with a typed reply.
    const au = await pageAs(browser, author);
    await au.goto('/creator/#/authorization');
    await expect(au.getByTestId('request-item')).toHaveCount(3);
    await expect(item(au, p1).getByTestId('request-applicant')).toContainText(applicant.username);
    await expect(item(au, p1).getByTestId('request-title')).toHaveAttribute('href', `/project/vn${ids[0]}`);
    await au.getByTestId('status-tab-replying').click();
    await expect(au).toHaveURL(/#\/authorization\?status=replying$/);
    await expect(au.getByTestId('request-item')).toHaveCount(3);
    await screenshot(au, 'licences-received-zh');

    await item(au, p1).getByTestId('request-allow').click();
    await expect(au.getByTestId('answer-question')).toContainText(
      `确认同意 ${applicant.username} 对《${p1}》的授权申请？`,
    );
    await au.getByTestId('quick-reply').first().click();
    await expect(au.getByTestId('answer-reply')).toHaveValue('可以，注明出处即可');
    await screenshot(au, 'licences-answer-modal-zh');
    await au.getByTestId('answer-ok').click();
    await expect(au.getByTestId('request-item')).toHaveCount(2);

    await item(au, p2).getByTestId('request-refuse').click();
    // The reply box stops at 15 characters (spec §5).
    await au.getByTestId('answer-reply').fill('抱歉，这首暂时不对外授权使用，谢谢理解');
    await expect(au.getByTestId('answer-reply')).toHaveValue('抱歉，这首暂时不对外授权使用，');
    await au.getByTestId('answer-reply').fill('抱歉，暂不对外授权');
    await au.getByTestId('answer-ok').click();
    await expect(au.getByTestId('request-item')).toHaveCount(1);
    await expect(item(au, p3)).toBeVisible();

    await au.getByTestId('status-tab-allow').click();
    await expect(au.getByTestId('request-item')).toHaveCount(1);
    await expect(item(au, p1).getByTestId('request-reply')).toContainText('可以，注明出处即可');
    await au.getByTestId('status-tab-refuse').click();
    await expect(item(au, p2).getByTestId('request-reply')).toContainText('抱歉，暂不对外授权');
    await expect(item(au, p2).getByTestId('request-status')).toHaveText('已拒绝');

    // The applicant: each tab, then cancel the waiting one and delete the refused one.
    await ap.goto('/creator/#/apply');
    await expect(ap.getByTestId('request-item')).toHaveCount(3);
    await expect(item(ap, p1).getByTestId('request-status')).toHaveText('已同意');
    await expect(item(ap, p1)).toContainText(author.username);
    await screenshot(ap, 'licences-mine-zh');
    await ap.getByTestId('status-tab-allow').click();
    await expect(ap).toHaveURL(/#\/apply\?status=allow$/);
    await expect(ap.getByTestId('request-item')).toHaveCount(1);
    await ap.getByTestId('status-tab-replying').click();
    await expect(item(ap, p3)).toBeVisible();
    await item(ap, p3).getByTestId('request-cancel').click();
    await expect(ap.locator('.ant-modal-confirm')).toContainText('确认取消该授权申请？');
    await confirm(ap);
    await expect(ap.getByTestId('requests-empty')).toBeVisible();

    await ap.getByTestId('status-tab-refuse').click();
    await expect(item(ap, p2).getByTestId('request-reply')).toContainText('抱歉，暂不对外授权');
    await item(ap, p2).getByTestId('request-delete').click();
    await confirm(ap);
    await expect(ap.getByTestId('requests-empty')).toBeVisible();
    await ap.getByTestId('status-tab-all').click();
    await expect(ap).toHaveURL(/#\/apply$/);
    await expect(ap.getByTestId('request-item')).toHaveCount(1);

    // Both sides agree with the server; the author's list lost the cancelled and the deleted request.
    const mine = await (await request.get('/api/user/my_apply', auth(applicant))).json();
    expect(
      mine.data.map((r: { music_name: string; author_reply: number }) => [r.music_name, r.author_reply]),
    ).toEqual([[p1, 2]]);
    await au.reload();
    await expect(au.getByTestId('request-item')).toHaveCount(0);
    await au.getByTestId('status-tab-all').click();
    await expect(au.getByTestId('request-item')).toHaveCount(1);

    // The project page shows the answer; the author sees no licence box on their own project.
    await ap.goto(`/project/vn${ids[0]}`);
    await expect(ap.getByTestId('licence-state')).toContainText('已同意');
    await au.goto(`/project/vn${ids[0]}`);
    await expect(au.getByTestId('project-title')).toBeVisible();
    await expect(au.getByTestId('licence-apply-box')).toHaveCount(0);

    // Links between the two pages.
    await ap.goto('/creator/#/apply');
    // The tab bar re-renders with the route; click again if the first click landed on the outgoing page.
    await expect(async () => {
      await ap.getByTestId('page-tab-received').click();
      await expect(ap).toHaveURL(/#\/authorization$/, { timeout: 1000 });
    }).toPass();
    await expect(async () => {
      await ap.getByTestId('page-tab-mine').click();
      await expect(ap).toHaveURL(/#\/apply$/, { timeout: 1000 });
    }).toPass();
    await ap.context().close();
    await au.context().close();
  });

  test('demo creator: incoming and outgoing requests in every state; unknown status shows all (en too)', async ({
    page,
    request,
    browser,
  }) => {
    const s = await loginAs(page, request, 'miku_p');
    const received = await (await request.get('/api/user/my_authorization?status=replying', auth(s))).json();
    const names = received.data.map((r: { apply_name: string }) => r.apply_name);
    expect(names).toEqual(expect.arrayContaining(['tianyi_p', 'gumi_fan']));
    await page.goto('/creator/#/authorization?status=replying');
    await expect(page.getByTestId('request-item')).toHaveCount(received.total);
    await expect(page.getByTestId('request-list')).toContainText('gumi_fan');

    await page.goto('/creator/#/apply?status=bogus');
    await expect(
      page.getByTestId('requests-mine').locator('.ant-tabs-tab-active [data-testid=status-tab-all]'),
    ).toHaveText('全部');
    const mine = await (await request.get('/api/user/my_apply', auth(s))).json();
    await expect(page.getByTestId('request-item')).toHaveCount(Math.min(mine.total, 10));
    const states = new Set(mine.data.map((r: { author_reply: number }) => r.author_reply));
    expect([...states].sort()).toEqual([1, 2, 3]);
    await expect(page.locator('[data-testid=request-status][data-status="1"]').first()).toBeVisible();
    await expect(page.locator('[data-testid=request-status][data-status="2"]').first()).toBeVisible();
    await expect(page.locator('[data-testid=request-status][data-status="3"]').first()).toBeVisible();
    // The sidebar keeps "authorization applications" highlighted on both pages.
    await expect(page.getByTestId('sidebar').locator('.ant-menu-item-selected')).toContainText('授权申请');

    const en = await pageAs(browser, s, 'en');
    await en.goto('/creator/#/apply');
    await expect(en.getByTestId('page-tab-mine')).toHaveText('My requests');
    await expect(en.getByTestId('status-tab-replying')).toHaveText('In progress');
    await expect(en.getByTestId('request-item').first()).toBeVisible();
    await screenshot(en, 'licences-mine-en');
    await en.goto('/creator/#/authorization');
    await expect(en.getByTestId('status-tab-replying')).toHaveText('Pending reply');
    await expect(en.getByTestId('request-item').first()).toBeVisible();
    await screenshot(en, 'licences-received-en');
    await en.context().close();
  });
});
