import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeFindings, type PageFinding } from '../support/axe';
import { apiLogin, useSession, type E2ESession } from '../support/session';

/*
 * axe (WCAG 2.0/2.1 A and AA) over every page of the creator centre and the site, logged in as the demo creator
 * whose lists have content, in Chinese and (a few pages) in English: no critical or serious violation anywhere.
 * axe injects a script, which the app's Content-Security-Policy would refuse, hence bypassCSP (the CSP itself is
 * guarded by every other spec).
 */
test.use({ bypassCSP: true });

async function pageAs(browser: Browser, s: E2ESession | null, lang: 'zh' | 'en'): Promise<Page> {
  const ctx = await browser.newContext({ bypassCSP: true, locale: lang === 'en' ? 'en-US' : 'zh-CN' });
  const page = await ctx.newPage();
  if (s) await useSession(page, s, { lang });
  else await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
  return page;
}

async function firstIds(request: APIRequestContext, uid: number) {
  const get = async (url: string) =>
    ((await (await request.get(url)).json()).data ?? []) as Record<string, number>[];
  const [projects, midi, articles, square] = await Promise.all([
    get(`/api/app/space/${uid}/projects`),
    get(`/api/app/space/${uid}/midi`),
    get(`/api/app/space/${uid}/articles`),
    get('/api/app/square?page=1'),
  ]);
  return { vn: projects[0].music_id, mn: midi[0].midi_id, an: articles[0].article_id, sid: square[0].id };
}

function report(found: PageFinding[]) {
  const nodes = (impact: string) => found.filter((f) => f.impact === impact).reduce((n, f) => n + f.nodes, 0);
  console.log(
    `axe: ${found.length} findings, ${nodes('critical')} critical nodes, ${nodes('serious')} serious nodes`,
  );
  for (const f of found) console.log(`  ${f.page} ${f.impact} ${f.rule} ×${f.nodes}: ${f.sample}`);
}

type Ids = Awaited<ReturnType<typeof firstIds>> & { uid: number; certificate: string };
type Who = 'miku' | 'admin' | 'guest';

/** The demo world's ids and logins, read once per run (the sweep's pages are one test each). */
let world: Promise<{ ids: Ids; sessions: Record<Who, E2ESession | null> }> | undefined;
function demoWorld(request: APIRequestContext) {
  world ??= (async () => {
    const miku = await apiLogin(request, 'miku_p');
    const admin = await apiLogin(request, 'luka_admin');
    // A demo licence certificate (the seed allows some requests to miku): the public page /licence/{code}.
    const allowed = await request.get('/api/user/my_authorization?status=allow', {
      headers: { authorization: `Bearer ${miku.token}` },
    });
    const certificate = ((await allowed.json()) as { data: { certificate_code: string }[] }).data[0]
      .certificate_code;
    const ids = { ...(await firstIds(request, miku.uid)), uid: miku.uid, certificate };
    return { ids, sessions: { miku, admin, guest: null } };
  })();
  return world;
}

const CREATOR = [
  '/creator/#/home',
  '/creator/#/analytics',
  '/creator/#/content?page=1',
  '/creator/#/article?page=1',
  '/creator/#/favorite?page=1',
  // The creator lists' table view and search (DESIGN §8 "Finding and managing my content").
  '/creator/#/content?page=1&tab=vsqx&view=table&q=%E5%8D%83%E6%9C%AC',
  '/creator/#/article?page=1&view=table',
  '/creator/#/apply',
  '/creator/#/authorization',
  '/creator/#/comment',
  '/creator/#/at',
  '/creator/#/all_apply',
  '/creator/#/system',
  '/creator/#/info',
  '/creator/#/avatar',
  '/creator/#/safe',
  '/creator/#/content_update?vn={vn}',
  '/creator/#/content_midi_update?mn={mn}',
  '/creator/#/article_update?an={an}',
];
const SITE = [
  '/',
  '/search?q=%E5%8F%A4%E9%A3%8E',
  '/upload',
  '/project/vn{vn}',
  '/project/mn{mn}',
  '/article/an{an}',
  '/space/{uid}',
  '/square',
  '/square/{sid}',
  '/v_course',
  '/feedback',
  '/no-such-page',
  '/licence/{certificate}',
];
/** Every page, as whom and in which language; `{name}` stands for a demo id. */
const PAGES: { path: string; who: Who; lang: 'zh' | 'en' }[] = [
  ...[...CREATOR, ...SITE].map((path) => ({ path, who: 'miku' as const, lang: 'zh' as const })),
  { path: '/creator/#/v_course', who: 'admin', lang: 'zh' },
  ...['/login', '/register', '/forgot_password', '/creator/#/no_login'].map((path) => ({
    path,
    who: 'guest' as const,
    lang: 'zh' as const,
  })),
  ...['/creator/#/home', '/creator/#/content?page=1', '/', '/project/vn{vn}'].map((path) => ({
    path,
    who: 'miku' as const,
    lang: 'en' as const,
  })),
];

/**
 * One browser page per visitor and language, kept from test to test (the worker's browser outlives them): each
 * visit after the first loads the app's files from the browser's cache, as the single sweep before did.
 */
const pages: Partial<Record<string, Promise<Page>>> = {};

// One test per page: a page that is slow on a loaded machine has its own time, and a retry repeats only it.
for (const { path, who, lang } of PAGES) {
  test(`no critical or serious axe violation (WCAG 2.1 A/AA): ${path} as ${who}, ${lang}`, async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const { ids, sessions } = await demoWorld(request);
    const url = path.replace(/\{(\w+)\}/g, (_, k: keyof Ids) => String(ids[k]));
    const page = await (pages[`${who} ${lang}`] ??= pageAs(browser, sessions[who], lang));
    await page.goto(url);
    const found = await axeFindings(page, url);
    report(found);
    expect(found.map((f) => `${f.page} ${f.impact} ${f.rule} ×${f.nodes}: ${f.sample}`)).toEqual([]);
  });
}

test('the page language and the trend chart table are there for screen readers', async ({
  browser,
  request,
}) => {
  const miku = await apiLogin(request, 'miku_p');
  for (const [lang, htmlLang, day] of [
    ['zh', 'zh-CN', '日期'],
    ['en', 'en', 'Day'],
  ] as const) {
    const page = await pageAs(browser, miku, lang);
    await page.goto('/creator/#/home');
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    // The canvas is hidden from assistive technology; the table holds the same 30 days of figures. The chart
    // loads when it comes near the viewport.
    await page.getByTestId('trend-chart').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('trend-chart-canvas')).toHaveAttribute('aria-hidden', 'true');
    const table = page.getByTestId('trend-table');
    await expect(table.locator('tbody tr')).toHaveCount(30);
    await expect(table.locator('thead th').first()).toHaveText(day);
    await page.context().close();
  }
});
