import type { AppContext } from '../lib/context';
import { fileKeys } from '../files/file-store';
import { hashPassword } from '../modules/auth/passwords';
import { demoAvatar } from './demo-files';
import { DAY, rng, type DemoSeed } from './demo-seed';
import { seedDailyStats, seedMidi, seedProjects } from './demo-projects';
import { seedArticles, seedSuggestions } from './demo-articles';
import { seedSocial, seedSystemMessages } from './demo-social';
import { seedLicences } from './demo-licences';

export const DEMO_PASSWORD = 'demo1234';
export const DEMO_LOGINS = [
  {
    username: 'miku_p',
    password: DEMO_PASSWORD,
    role: 'creator with projects, articles, requests and messages',
  },
  { username: 'tianyi_p', password: DEMO_PASSWORD, role: 'another creator' },
  { username: 'luka_admin', password: DEMO_PASSWORD, role: 'course manager (tutorial approval)' },
  { username: 'gumi_fan', password: DEMO_PASSWORD, role: 'listener' },
];

/**
 * Seeds the demo world into an empty database; answers whether it did. The parts run in a fixed order: they
 * draw from one random sequence, so every fresh start seeds the same world.
 */
export async function seedDemoWorld(ctx: AppContext): Promise<boolean> {
  const { db, files } = ctx;
  if (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) return false;
  const rand = rng(7);
  const now = Date.now();
  const hash = await hashPassword(DEMO_PASSWORD);
  const put = async (key: string, data: Buffer) => {
    const { stagedKey } = await files.stageBuffer(data);
    await files.commit(stagedKey, key);
  };

  const users: Record<string, number> = {};
  for (const [i, l] of DEMO_LOGINS.entries()) {
    const row = await db
      .insertInto('users')
      .values({
        username: l.username,
        password_hash: hash,
        is_manager: l.username === 'luka_admin' ? 1 : 0,
        avatar_exist: 1,
        gender: [2, 2, 2, 0][i],
        b_uid: String(1000000 + i * 137),
        p_website: `https://space.bilibili.com/${1000000 + i * 137}`,
        p_desc: [
          '专注 V 家中文调教五年，欢迎交流工程。',
          '洛天依厨，偶尔写古风。',
          '教程组管理员。',
          '只是一个听众。',
        ][i],
        agreement: 1,
        default_upload_desc: '工程仅供学习交流，二次发布请先申请授权。',
        vcourse_score: [30, 10, 50, 0][i],
        checkin_score: [42, 17, 60, 3][i],
        created_at: now - 400 * DAY,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    users[l.username] = row.id;
    await put(fileKeys.avatar(row.id), await demoAvatar(l.username, [190, 160, 330, 90][i]));
  }
  const seed: DemoSeed = { ctx, db, rand, now, put, users };
  const { mine, theirs } = await seedProjects(seed);
  await seedMidi(seed);
  await seedArticles(seed);
  await seedSocial(seed, mine, theirs);
  await seedLicences(seed, mine, theirs);
  await seedSystemMessages(seed);
  await seedSuggestions(seed);
  await seedDailyStats(seed, mine);
  return true;
}
