import { writeMessages } from '../modules/notify/notify';
import { DEMO_PROJECTS } from './demo-content';
import { DAY, type DemoSeed } from './demo-seed';

/**
 * What other users did: miku_p's favourites, comments and @ on her projects, and the square; each message
 * written as the site writes it (notify).
 */
export async function seedSocial(seed: DemoSeed, mine: number[], theirs: number[]) {
  const { ctx, db, now, users } = seed;
  const miku = users.miku_p;
  const tianyi = users.tianyi_p;
  // Favourites of miku_p: every project of tianyi_p, added over the past year and a half.
  const favAges = [0.0001, 0.02, 0.3, 2, 5, 9, 16, 40, 75, 120, 200, 300, 420, 500];
  // Oldest first, so the id order (the 'time' sort, spec §2) agrees with add_time.
  for (const [i, id] of [...theirs.entries()].reverse()) {
    await db
      .insertInto('favourites')
      .values({ user_id: miku, music_id: id, add_time: now - (favAges[i] ?? i) * DAY })
      .execute();
  }

  // Comments on miku_p's projects feed the replies page; some mention users.
  const commenters = [tianyi, users.gumi_fan];
  const lines = [
    '调教好细腻！',
    '求问 PIT 是怎么画的？',
    '副歌的动态太棒了',
    '已下载学习，感谢分享',
    '这个气声处理好自然',
    '能出个教程吗？',
  ];
  for (let i = 0; i < 14; i++) {
    const from = commenters[i % 2];
    const musicId = mine[i % mine.length];
    const text = i === 3 ? '@miku_p 这个工程的咬字太清楚了' : lines[i % lines.length];
    await db
      .insertInto('comments')
      .values({
        scene: 1,
        project_id: musicId,
        user_id: from,
        text,
        reply_to: null,
        created_at: now - (14 - i) * 3600_000,
      })
      .execute();
    await db
      .updateTable('vsqx_projects')
      .set((eb) => ({ comment_num: eb('comment_num', '+', 1), score: eb('score', '+', 10) }))
      .where('music_id', '=', musicId)
      .execute();
    const name = DEMO_PROJECTS[i % mine.length].title;
    await writeMessages(ctx.live, db, [
      {
        to_user_id: miku,
        kind: 'comment',
        from_user_id: from,
        scene: 1,
        project_id: musicId,
        project_name: name,
        comment_type: 1,
        text,
        created_at: now - (14 - i) * 3600_000,
        is_read: i < 4 ? 1 : 0,
      },
    ]);
    if (text.startsWith('@miku_p')) {
      await writeMessages(ctx.live, db, [
        {
          to_user_id: miku,
          kind: 'at',
          from_user_id: from,
          scene: 1,
          project_id: musicId,
          project_name: name,
          text,
          created_at: now - (14 - i) * 3600_000,
        },
      ]);
    }
  }
  const post = await db
    .insertInto('square_posts')
    .values({ user_id: tianyi, text: '新人求带！@miku_p 大佬的工程都好棒', created_at: now - 5 * 3600_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('square_posts')
    .values({
      user_id: miku,
      text: '今天把《千年之约》的工程更新了，修了副歌的咬字。',
      created_at: now - 2 * 3600_000,
    })
    .execute();
  await writeMessages(ctx.live, db, [
    {
      to_user_id: miku,
      kind: 'at',
      from_user_id: tianyi,
      scene: 3,
      project_id: post.id,
      text: '新人求带！@miku_p 大佬的工程都好棒',
      created_at: now - 5 * 3600_000,
    },
  ]);
}

/** The system messages every user starts with, and one for miku_p. */
export async function seedSystemMessages(seed: DemoSeed) {
  const { ctx, db, now, users } = seed;
  const miku = users.miku_p;
  for (const uid of Object.values(users)) {
    await writeMessages(ctx.live, db, [
      {
        to_user_id: uid,
        kind: 'system',
        title: '欢迎来到 V 家工程站',
        text: '在创作中心可以管理你的工程、文章、授权和消息。遇到问题请通过反馈页联系我们。',
        created_at: now - 30 * DAY,
        is_read: 0,
      },
    ]);
  }
  await writeMessages(ctx.live, db, [
    {
      to_user_id: miku,
      kind: 'system',
      title: '你的工程被推荐到首页',
      text: '恭喜！你的工程《千年之约》被编辑推荐到了首页。',
      created_at: now - DAY,
    },
  ]);
}
