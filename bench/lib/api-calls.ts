// The calls bench/api.ts measures (each beside a static route answering its payload), the check that each
// answers a full page, and the timed bulk actions of issue 22.
import { BENCH_PASSWORD } from './big-world';

/** A deep page: the 500th page of 10 of the big creator's lists. */
const DEEP = 500;

export interface Call {
  label: string;
  path: string;
  method?: 'POST';
  body?: string;
  /** A search answers as many rows as match: at least this many (default: a full page of 10). */
  minRows?: number;
  /** Answers one object, not a page of 10. */
  single?: boolean;
  /** Makes what the call reads and answers its path (e.g. a certificate to verify). */
  prepare?: (base: string, token: string) => Promise<string>;
}

/**
 * A licence certificate on one of the big creator's projects: a second user applies, she allows; the
 * call is the public verify of its code (DESIGN §8 "Licences 2.0").
 */
async function certificatePath(base: string, token: string): Promise<string> {
  const json = async <T>(res: Response) => ((await res.json()) as { data: T }).data;
  const owner = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const [project] = await json<{ music_id: number }[]>(
    await fetch(`${base}/api/user/select_vsqx_project_list?page=1&page_size=1&sort=time`, { headers: owner }),
  );
  const user = await json<{ token: string; uid: number }>(
    await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: `cert${Date.now() % 100000}`, password: BENCH_PASSWORD }),
    }),
  );
  const applicant = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' };
  await fetch(`${base}/api/app/apply`, {
    method: 'POST',
    headers: applicant,
    body: JSON.stringify({
      project_type: 'v',
      project_id: project.music_id,
      apply_text: 'bench',
      use_type: 'cover',
    }),
  });
  await fetch(`${base}/api/user/pass_application`, {
    method: 'POST',
    headers: owner,
    body: JSON.stringify({ vn: project.music_id, apply_uid: user.uid, project_type: 'v', reply_text: '' }),
  });
  const [mine] = await json<{ certificate_code: string }[]>(
    await fetch(`${base}/api/user/my_apply?page=1&page_size=1`, { headers: applicant }),
  );
  return `/api/app/licence/verify/${mine.certificate_code}`;
}

const enc = encodeURIComponent;

export const CALLS: Call[] = [
  {
    label: 'projects, time, page 1',
    path: '/api/user/select_vsqx_project_list?page=1&page_size=10&sort=time',
  },
  {
    label: `projects, time, page ${DEEP}`,
    path: `/api/user/select_vsqx_project_list?page=${DEEP}&page_size=10&sort=time`,
  },
  { label: 'projects, hot, page 1', path: '/api/user/select_vsqx_project_list?page=1&page_size=10&sort=hot' },
  {
    label: `projects, hot, page ${DEEP}`,
    path: `/api/user/select_vsqx_project_list?page=${DEEP}&page_size=10&sort=hot`,
  },
  {
    label: 'all projects, time, page 1',
    path: '/api/user/select_all_project_list?page=1&page_size=10&sort=time',
  },
  {
    label: `all projects, time, page ${DEEP}`,
    path: `/api/user/select_all_project_list?page=${DEEP}&page_size=10&sort=time`,
  },
  {
    label: 'all projects, hot, page 1',
    path: '/api/user/select_all_project_list?page=1&page_size=10&sort=hot',
  },
  {
    label: `all projects, hot, page ${DEEP}`,
    path: `/api/user/select_all_project_list?page=${DEEP}&page_size=10&sort=hot`,
  },
  { label: 'favourites, page 1', path: '/api/user/select_my_fav_list?page=1&page_size=10' },
  { label: `favourites, page ${DEEP}`, path: `/api/user/select_my_fav_list?page=${DEEP}&page_size=10` },
  {
    label: 'replies, pageIndex 1',
    path: '/api/user/select_comment_msg_v2',
    method: 'POST',
    body: '{"pageIndex":1}',
  },
  {
    label: `replies, pageIndex ${DEEP}`,
    path: '/api/user/select_comment_msg_v2',
    method: 'POST',
    body: `{"pageIndex":${DEEP}}`,
  },
  // DESIGN §8 search (migration 0030), on texts the big creator's own titles hold (big-world.ts: title k is
  // TITLES[k % 8] + k and she owns k ≡ 1 mod 10, or every odd k in the quick world): a selective text (one title
  // and number, k = 761), a title shared by 1 in 8 items ("九九八十一", k ≡ 7 mod 8), and a 2-character text
  // (below a trigram: checked row by row, her rows or a public page's).
  {
    label: 'my search "夜に駆ける 761"',
    path: `/api/user/select_vsqx_project_list?page=1&page_size=10&q=${enc('夜に駆ける 761')}`,
    minRows: 1,
  },
  {
    label: 'my search "九九八十一"',
    path: `/api/user/select_vsqx_project_list?page=1&page_size=10&q=${enc('九九八十一')}`,
  },
  {
    label: 'my search "八十" (2 chars)',
    path: `/api/user/select_vsqx_project_list?page=1&page_size=10&q=${enc('八十')}`,
  },
  {
    label: 'public search "夜に駆ける 761"',
    path: `/api/app/search?type=project&page=1&q=${enc('夜に駆ける 761')}`,
    minRows: 1,
  },
  { label: 'public search "九九八十一"', path: `/api/app/search?type=project&page=1&q=${enc('九九八十一')}` },
  { label: 'public search "八十" (2 chars)', path: `/api/app/search?type=project&page=1&q=${enc('八十')}` },
  { label: 'licence certificate verify', path: '', single: true, prepare: certificatePath },
];

/**
 * Issue 22 "a bulk action on 100 items answers within 1 s": the big creator changes the licence, then the
 * visibility, of 100 of her projects (and back), timed one call after another on the same world and server.
 */
export async function bulkTimes(base: string, token: string): Promise<{ action: string; ms: number }[]> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const ids: number[] = [];
  for (let page = 1; ids.length < 100;) {
    const res = await fetch(`${base}/api/user/select_vsqx_project_list?page=${page}&page_size=50&sort=time`, {
      headers,
    });
    // Straight after the load the server may still shed requests (503, under pressure): wait and ask again.
    if (res.status === 503) {
      await new Promise((r) => setTimeout(r, 1000));
      continue;
    }
    const body = (await res.json()) as { data: { music_id: number }[] };
    ids.push(...body.data.map((r) => r.music_id));
    page++;
  }
  const out: { action: string; ms: number }[] = [];
  for (const [action, value] of [
    ['set_agreement', 3],
    ['set_visibility', 'unlisted'],
    ['set_agreement', 1],
    ['set_visibility', 'public'],
    ['set_agreement', 2],
  ] as const) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/user/projects/bulk`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ project_type: 'v', ids: ids.slice(0, 100), action, value }),
    });
    const body = (await res.json()) as { success: boolean; data?: { results: { success: boolean }[] } };
    const ms = performance.now() - t0;
    if (!body.success || body.data?.results.length !== 100 || body.data.results.some((r) => !r.success))
      throw new Error(`bulk ${action}: ${JSON.stringify(body).slice(0, 200)}`);
    out.push({ action: `${action} ${value}`, ms });
  }
  return out;
}

/** One call's response, checked to be a full page (a benchmark of an error page would be meaningless). */
export async function sample(base: string, token: string, c: Call): Promise<string> {
  const res = await fetch(base + c.path, {
    method: c.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: c.body,
  });
  const text = await res.text();
  const body = JSON.parse(text) as { success: boolean; data?: unknown[] };
  const n = body.data?.length ?? 0;
  const shapeOk = c.single ? !!body.data : c.minRows ? n >= c.minRows && n <= 10 : n === 10;
  if (!res.ok || !body.success || !shapeOk)
    throw new Error(`${c.label}: ${res.status} ${text.slice(0, 200)}`);
  return text;
}
