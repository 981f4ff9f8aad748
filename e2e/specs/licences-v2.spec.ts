import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiRegister, uniqueUser, useSession, type E2ESession } from '../support/session';
import { createProject } from '../support/projects';
import { createMidi } from '../support/midi-projects';
import { screenshot } from '../support/screens';

/** Issue 23 (DESIGN §8 "Licences 2.0" and "Credits") between two real users, each in their own browser context. */
async function pageAs(browser: Browser, s: E2ESession): Promise<Page> {
  const ctx = await browser.newContext({ locale: 'zh-CN' });
  const page = await ctx.newPage();
  await useSession(page, s, { lang: 'zh' });
  return page;
}

/** Picks an option of an antd Select; only the open dropdown's options (closed ones of other selects stay in the page). */
async function chooseOption(page: Page, select: ReturnType<Page['getByTestId']>, label: string) {
  await select.click();
  await page
    .locator(
      `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label}"]`,
    )
    .click();
  await expect(select).toContainText(label);
}

test('request → talk → allow → certificate → work link, then revoke; and a credit accepted', async ({
  browser,
  request,
}) => {
  // Two users in three browser contexts through some thirty steps: more than the default minute on a loaded machine.
  test.setTimeout(180_000);
  const author = await apiRegister(request, uniqueUser('lo'));
  const applicant = await apiRegister(request, uniqueUser('lp'));
  const title = `授权二代${Date.now() % 10000}`;
  const { music_id } = await createProject(request, author, { p_title: title });

  // The applicant says what for and where, on the project page.
  const ap = await pageAs(browser, applicant);
  await ap.goto(`/project/vn${music_id}`);
  const box = ap.getByTestId('licence-apply-box');
  await chooseOption(ap, box.getByTestId('licence-use'), '翻唱');
  await box.getByTestId('licence-platform').fill('B站');
  await box.getByTestId('licence-planned-link').fill('not a link');
  await box.getByTestId('licence-text').fill('想翻唱投稿，会注明出处');
  await box.getByTestId('licence-submit').click();
  await expect(box).toContainText('请填写B站BV/AV号或http(s)链接');
  await box.getByTestId('licence-planned-link').fill('https://space.bilibili.com/1');
  await box.getByTestId('licence-submit').click();
  await expect(box.getByTestId('licence-state')).toContainText('等待回复');
  await expect(box.getByTestId('request-use')).toHaveText('翻唱');

  // The applicant writes in the conversation from /apply.
  await ap.goto('/creator/#/apply');
  const mine = ap.getByTestId('request-item').filter({ hasText: title });
  await mine.getByTestId('thread-open').click();
  await mine.getByTestId('thread-text').fill('请问可以用在B站投稿吗？');
  await mine.getByTestId('thread-send').click();
  await expect(mine.getByTestId('thread-message')).toHaveCount(1);

  // The author sees use and platform, filters by use, answers in the thread, then allows.
  const au = await pageAs(browser, author);
  await au.goto('/creator/#/authorization?use=cover');
  const received = au.getByTestId('request-item').filter({ hasText: title });
  await expect(received.getByTestId('request-use')).toHaveText('翻唱');
  await expect(received).toContainText('B站');
  await received.getByTestId('thread-open').click();
  await expect(received.getByTestId('thread-message')).toContainText('请问可以用在B站投稿吗？');
  await received.getByTestId('thread-text').fill('可以，记得注明出处');
  await received.getByTestId('thread-send').click();
  await expect(received.getByTestId('thread-message')).toHaveCount(2);
  await screenshot(au, 'licences-v2-received-zh');
  await received.getByTestId('request-allow').click();
  await au.getByTestId('answer-ok').click();
  await expect(received.getByTestId('request-certificate')).toBeVisible();

  // The applicant: the licence notice, the certificate page (public), then records the work.
  // A hash-only change is a same-document navigation: the row (and its opened thread) stays mounted, so wait
  // for what the allowed list must show rather than for the folded thread's button.
  await ap.goto('/creator/#/apply?status=allow');
  await expect(mine).toHaveAttribute('data-status', '2');
  await expect(mine.getByTestId('request-certificate')).toBeVisible();
  const certHref = await mine.getByTestId('request-certificate').getAttribute('href');
  expect(certHref).toMatch(/^\/licence\/[A-Za-z0-9_-]{22}$/);
  await mine.getByTestId('request-add-work').click();
  await ap.getByTestId('work-modal-input').fill('BV1xx411c7mD');
  await ap.getByTestId('work-modal-ok').click();
  await expect(mine.getByTestId('request-work')).toHaveText('BV1xx411c7mD');

  const visitor = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await visitor.goto(certHref!);
  await expect(visitor.getByTestId('certificate')).toHaveAttribute('data-status', 'valid');
  await expect(visitor.getByTestId('certificate-owner')).toHaveText(author.username);
  await expect(visitor.getByTestId('certificate-licensee')).toHaveText(applicant.username);
  await expect(visitor.getByTestId('certificate-qr')).toHaveAttribute('alt', /二维码/);
  await screenshot(visitor, 'licence-certificate-zh');
  await visitor.setViewportSize({ width: 390, height: 844 });
  // The layout follows the resize a frame later.
  await expect
    .poll(() => visitor.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await screenshot(visitor, 'licence-certificate-phone-zh');

  // The project page lists the work; the owner's list shows it beside the request.
  await visitor.goto(`/project/vn${music_id}`);
  await expect(visitor.getByTestId('derivative')).toContainText('BV1xx411c7mD');
  await expect(visitor.getByTestId('derivative')).toContainText(applicant.username);
  await au.goto('/creator/#/authorization?status=allow');
  await expect(received.getByTestId('request-work')).toHaveText('BV1xx411c7mD');

  // The owner revokes; the certificate page says so.
  await received.getByTestId('request-revoke').click();
  await au.getByTestId('revoke-modal-input').fill('投稿未注明出处');
  await au.getByTestId('revoke-modal-ok').click();
  await expect(received.getByTestId('request-revoked')).toBeVisible();
  await screenshot(au, 'licences-v2-received-revoked-zh');
  await au.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => au.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(au, 'licences-v2-received-phone-zh');
  await au.setViewportSize({ width: 1366, height: 860 });
  await visitor.goto(certHref!);
  await expect(visitor.getByTestId('certificate')).toHaveAttribute('data-status', 'revoked');
  await expect(visitor.getByTestId('certificate-status')).toContainText('投稿未注明出处');

  // Credits: the author credits the applicant as tuner; it shows after the applicant accepts.
  await au.goto(`/creator/#/content_update?vn=${music_id}`);
  const editor = au.getByTestId('credits-editor');
  await editor.getByTestId('credit-add').click();
  const userBox = editor.getByTestId('credit-row').last().getByRole('combobox').last();
  await userBox.fill(applicant.username);
  await au.locator(`.ant-select-item-option[title="${applicant.username}"]`).click();
  await editor.getByTestId('credits-save').click();
  await expect(editor.getByTestId('credit-status')).toHaveText('已邀请');
  await ap.goto(`/project/vn${music_id}`);
  await ap.getByTestId('credit-accept').click();
  await expect(ap.getByTestId('credit-user')).toHaveText(applicant.username);
  await ap.goto(`/space/${applicant.uid}`);
  await ap.getByRole('tab', { name: '参与的作品' }).click();
  await expect(ap.getByTestId('space-credited')).toContainText(title);
  await expect(ap.getByTestId('space-credited').getByTestId('item-card-tags')).toHaveText('调教');
});

test('MIDI: credits edited and accepted, an auto-allowed request, its work on the MIDI page, 参与的作品 tab', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const author = await apiRegister(request, uniqueUser('mo'));
  const helper = await apiRegister(request, uniqueUser('mh'));
  const title = `MIDI署名${Date.now() % 10000}`;
  const { id } = await createMidi(request, author, title);

  // The author credits the helper (扒谱) and a name without an account, on the MIDI edit page.
  const au = await pageAs(browser, author);
  await au.goto(`/creator/#/content_midi_update?mn=${id}`);
  const editor = au.getByTestId('credits-editor');
  await editor.getByTestId('credit-add').click();
  await chooseOption(au, editor.getByTestId('credit-role').last(), '扒谱');
  await editor.getByTestId('credit-row').last().getByRole('combobox').last().fill(helper.username);
  await au.locator(`.ant-select-item-option[title="${helper.username}"]`).click();
  await editor.getByTestId('credit-add').click();
  await chooseOption(au, editor.getByTestId('credit-role').last(), '作曲');
  await chooseOption(au, editor.getByTestId('credit-kind').last(), '署名');
  await editor.getByTestId('credit-name-input').fill('某作曲家');
  await editor.getByTestId('credits-save').click();
  await expect(editor.getByTestId('credit-status')).toHaveText('已邀请');
  await screenshot(au, 'credits-midi-editor-zh');

  // The author lets non-commercial requests through at once, on the MIDI page.
  await au.goto(`/project/mn${id}`);
  await au.getByTestId('auto-allow').click();
  await expect(au.getByTestId('auto-allow')).toHaveAttribute('aria-checked', 'true');

  // The helper: before accepting only the free-text name shows; then accepts and is shown.
  const hp = await pageAs(browser, helper);
  await hp.goto(`/project/mn${id}`);
  const credits = hp.getByTestId('project-credits');
  await expect(credits.getByTestId('credit-name')).toHaveText('某作曲家');
  await expect(credits.getByTestId('credit-user')).toHaveCount(0);
  await credits.getByTestId('credit-accept').click();
  await expect(credits.getByTestId('credit-user')).toHaveText(helper.username);
  await expect(credits.getByTestId('credit-invite')).toHaveCount(0);

  // A non-commercial request on the MIDI project is allowed at once; the work shows on the MIDI page.
  const box = hp.getByTestId('licence-apply-box');
  await box.getByTestId('licence-submit').click();
  await expect(box).toContainText('请选择授权用途');
  await expect(box).toContainText('请填写申请理由');
  await chooseOption(hp, box.getByTestId('licence-use'), '翻调');
  await box.getByTestId('licence-text').fill('想用这个MIDI翻调');
  await box.getByTestId('licence-submit').click();
  await expect(box.getByTestId('licence-state')).toHaveClass(/ant-alert-success/);
  await hp.goto('/creator/#/apply?status=allow');
  const mine = hp.getByTestId('request-item').filter({ hasText: title });
  await mine.getByTestId('request-add-work').click();
  await hp.getByTestId('work-modal-ok').click();
  await expect(hp.getByTestId('work-modal')).toContainText('请填写B站BV/AV号或http(s)链接');
  await hp.getByTestId('work-modal-input').fill('BV1xx411c7mD');
  await hp.getByTestId('work-modal-ok').click();
  await expect(mine.getByTestId('request-work')).toHaveText('BV1xx411c7mD');

  const visitor = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await visitor.goto(`/project/mn${id}`);
  await expect(visitor.getByTestId('derivative')).toContainText('BV1xx411c7mD');
  await expect(visitor.getByTestId('derivative')).toContainText('翻调');
  await expect(visitor.getByTestId('project-credits').getByTestId('credit-user')).toHaveText(helper.username);
  await expect(visitor.getByTestId('credits-copy')).toBeVisible();
  await screenshot(visitor, 'credits-midi-page-zh');
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => visitor.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await screenshot(visitor, 'credits-midi-page-phone-zh');

  // The helper's space: the 参与的作品 tab has the MIDI project with the role.
  await visitor.setViewportSize({ width: 1366, height: 860 });
  await visitor.goto(`/space/${helper.uid}`);
  await visitor.getByRole('tab', { name: '参与的作品' }).click();
  const card = visitor.getByTestId('space-credited').getByTestId('item-card');
  await expect(card).toContainText(title);
  await expect(card.getByTestId('item-card-tags')).toHaveText('MIDI扒谱');
  await expect(visitor).toHaveURL(/tab=credited/);
  await screenshot(visitor, 'space-credited-zh');
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect
    .poll(() => visitor.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(390);
  await screenshot(visitor, 'space-credited-phone-zh');
});
