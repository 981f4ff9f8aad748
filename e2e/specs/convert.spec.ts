import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from '../support/screens';
import { apiRegister, uniqueUser, useSession, type E2ESession } from '../support/session';
import { projectForm } from '../support/projects';
import {
  buildVsqx,
  MIKU_VOICE,
  TIANYI_VOICE,
} from '../../apps/server/src/modules/project-meta/fixtures/xml-fixtures';
import {
  READ_BACK,
  type ReadBack,
} from '../../apps/server/src/modules/project-convert/testing/independent-readers';

/** A VOCALOID 4 duet: Miku sings さくら with a slur, Luo Tianyi answers 天依; 150 BPM. */
const MIKU = ['さ', 'く', 'ら', '-', 'さ', 'く', 'ら'];
const TIANYI = ['天', '依', '你', '好'];
const notesOf = (lyrics: string[], start: number, base: number) =>
  lyrics.map((y, i) => ({ t: start + i * 480, dur: 480, n: base + i, y }));
const song = () =>
  Buffer.from(
    buildVsqx({
      version: 4,
      title: 'Untitled0',
      bpm: 150,
      tracks: [
        { name: 'Miku', voice: MIKU_VOICE, notes: notesOf(MIKU, 0, 67) },
        { name: '天依', voice: TIANYI_VOICE, notes: notesOf(TIANYI, 3840, 60) },
      ],
    }),
  );
/** What every converted file must carry: per track, [tick, duration, key, lyric] (slurs spelled `-`). */
const EXPECTED = [notesOf(MIKU, 0, 67), notesOf(TIANYI, 3840, 60)].map((ns) =>
  ns.map((n) => [n.t, n.dur, n.n, n.y]),
);
const spelled = (back: ReadBack) =>
  back.tracks.map((t) => t.notes.map((n) => [n.tick, n.dur, n.key, n.lyric === '+~' ? '-' : n.lyric]));

async function createProject(request: APIRequestContext, s: E2ESession, title: string): Promise<number> {
  const headers = { authorization: `Bearer ${s.token}` };
  const slot = (await (await request.post('/api/user/new_vsqx_uid', { headers })).json()).data
    .vsqx_uid as string;
  const up = await request.post('/api/upload/vsqx_file', {
    headers,
    multipart: {
      vsqx_uid: slot,
      file: { name: `${title}.vsqx`, mimeType: 'application/octet-stream', buffer: song() },
    },
  });
  expect((await up.json()).success).toBe(true);
  const res = await (
    await request.post('/api/user/submit_new_vsqx_project', {
      headers,
      form: projectForm(slot, { p_title: title, agreement: '2', if_vsqx_changed: '1' }),
    })
  ).json();
  expect(res.success, res.message).toBe(true);
  return res.data.music_id as number;
}

/** The project page once its file is live (the transfer takes a few seconds). */
async function openWhenLive(page: Page, id: number) {
  await page.goto(`/project/vn${id}`);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('convert-menu')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 45_000 });
}

const downloadCount = async (page: Page) =>
  Number(
    (await page.getByTestId('count-download').locator('.ant-statistic-content-value').textContent())?.replace(
      /,/g,
      '',
    ),
  );

/** Chooses a format in "下载为…" and answers the downloaded file's name and bytes. */
async function downloadAs(page: Page, key: string) {
  await page.getByTestId('convert-menu').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId(`convert-${key}`).click(),
  ]);
  const file = await download.path();
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(file) };
}

test.describe('converted downloads (DESIGN §8)', () => {
  test('a listener downloads a VSQX project as SVP, UST, USTX and MIDI; each reads back with the same notes and lyrics; the owner turns it off', async ({
    page,
    request,
    browser,
  }) => {
    const owner = await apiRegister(request, uniqueUser('cvo'));
    const id = await createProject(request, owner, '樱花合唱');
    await useSession(page, await apiRegister(request, uniqueUser('cvl')));
    await openWhenLive(page, id);

    // The menu offers what this VOCALOID 4 file converts to (not VSQX itself), each with what survives.
    await page.getByTestId('convert-menu').click();
    for (const key of ['svp', 'ustx', 'ust', 'ustUtf8', 'mid'])
      await expect(page.getByTestId(`convert-${key}`)).toBeVisible();
    await expect(page.getByTestId('convert-vsqx')).toHaveCount(0);
    await expect(page.getByTestId('convert-svp')).toContainText('不含参数与音高曲线');
    await expect(page.getByTestId('convert-licence')).toContainText('非商业使用，注明作者即可，无需授权');
    await screenshot(page, 'convert-menu-zh');
    await page.keyboard.press('Escape');

    const before = await downloadCount(page);
    for (const [key, target, ext] of [
      ['svp', 'svp', 'svp'],
      ['ust', 'ust', 'zip'],
      ['ustx', 'ustx', 'ustx'],
      ['mid', 'mid', 'mid'],
    ] as const) {
      const file = await downloadAs(page, key);
      expect(file.name).toBe(`樱花合唱.${ext}`);
      const back = READ_BACK[target](file.bytes);
      expect(spelled(back), `${key}`).toEqual(EXPECTED);
      expect(back.tempos[0].bpm).toBeCloseTo(150, 2);
    }
    // A converted download counts as a download, once per listener and hour whatever the format (issue 18).
    await expect(async () => {
      await page.reload();
      expect(await downloadCount(page)).toBe(before + 1);
    }).toPass({ timeout: 15_000 });

    // The owner's switch, on the edit page of the creator centre.
    const ownerPage = await browser.newPage({ viewport: { width: 1366, height: 860 } });
    await useSession(ownerPage, owner);
    await ownerPage.goto(`/creator/#/content_update?vn=${id}`);
    const sw = ownerPage.getByTestId('allow-convert-switch');
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await sw.click();
    await expect(ownerPage.getByText('已关闭转换格式下载')).toBeVisible();
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await ownerPage.getByTestId('allow-convert').scrollIntoViewIfNeeded();
    await screenshot(ownerPage, 'convert-switch-zh');
    await ownerPage.close();

    await page.reload();
    await expect(page.getByTestId('convert-menu')).toBeDisabled();
    // The reason shows on hover. The button is wrapped in its tooltip once the first screen is done, so a hover
    // that lands before (or on the button being remounted) is tried again.
    await expect(async () => {
      await page.getByTestId('convert-menu').hover({ force: true, timeout: 1000 });
      await expect(page.getByRole('tooltip')).toHaveText('作者未开放转换格式下载', { timeout: 1000 });
    }).toPass();
    expect((await request.get(`/api/app/download/${id}?as=svp`)).status()).toBe(409);
    // The original still downloads.
    const [original] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-button').click(),
    ]);
    expect(original.suggestedFilename()).toBe('樱花合唱.vsqx');
  });

  test('English interface and a phone: the menu in English, and a refusal shown as a message', async ({
    page,
    request,
  }) => {
    const owner = await apiRegister(request, uniqueUser('cve'));
    const id = await createProject(request, owner, 'Sakura duet');
    await page.setViewportSize({ width: 390, height: 844 });
    await useSession(page, await apiRegister(request, uniqueUser('cvp')), { lang: 'en' });
    await openWhenLive(page, id);
    await page.getByTestId('convert-menu').click();
    await expect(page.getByTestId('convert-svp')).toContainText('Synthesizer V Studio (.svp)');
    await expect(page.getByTestId('convert-licence')).toContainText(
      'The licence on this page applies to the converted file too',
    );
    await screenshot(page, 'convert-menu-phone-en');
    // The author turns it off while the page is open: the choice answers with the server's message.
    await request.post(`/api/user/allow_convert/${id}`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { allow_convert: false },
    });
    await page.getByTestId('convert-mid').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(
      'The author has turned converted downloads off',
    );
  });
});
