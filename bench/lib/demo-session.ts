// The demo world's creator as the front-end benches use her: logged in through the API, her session in the
// shape the app keeps in localStorage (apps/web lib/session.ts), and one project of the world to open.

export interface DemoSession {
  /** What the app stores after a login (localStorage keys and values; `lang` also goes in a cookie). */
  stored: {
    uid: number;
    username: string;
    token: string;
    isAdmin: boolean;
    avatar_exist: number;
    lang: 'zh';
  };
  /** A project of the demo world (the first on the site home). */
  projectId: number;
}

export async function demoSession(base: string): Promise<DemoSession> {
  const login = (await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'miku_p', password: 'demo1234' }),
    })
  ).json()) as { data: { uid: number; token: string } };
  const home = (await (await fetch(`${base}/api/app/home`)).json()) as {
    data: Record<string, { music_id?: number }[]>;
  };
  const projectId = Object.values(home.data)
    .flat()
    .find((p) => p?.music_id)?.music_id;
  if (!projectId) throw new Error('no project in the demo world');
  return {
    stored: {
      uid: login.data.uid,
      username: 'miku_p',
      token: login.data.token,
      isAdmin: false,
      avatar_exist: 1,
      lang: 'zh',
    },
    projectId,
  };
}
