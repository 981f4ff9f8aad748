import { createHash, randomUUID } from 'node:crypto';
import { newCertificateCode } from '../modules/licences/certificate-code';
import { LIMITS, popularityScore } from '@vsqx/domain';
import type { AppContext } from '../lib/context';
import { fileKeys } from '../files/file-store';
import { renderMarkdown } from '../modules/articles/article-html';
import { hashPassword } from '../modules/auth/passwords';
import { buildSmf } from '../modules/midi/midi-fixtures';
import { demoAvatar, demoCover, demoVsqx, silentMp3 } from './demo-files';
import { DEMO_ARTICLES, DEMO_MIDI, DEMO_PROJECTS, OTHER_PROJECTS } from './demo-content';
import { writeMessages } from '../modules/notify/notify';

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

const DAY = 24 * 60 * 60 * 1000;

/** A deterministic pseudo-random sequence, so every fresh start seeds the same world. */
function rng(seed: number) {
  let s = seed;
  return (max: number) => {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    return s % max;
  };
}

/** Seeds the demo world into an empty database; answers whether it did. */
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
  const miku = users.miku_p;
  const tianyi = users.tianyi_p;

  async function addProject(
    userId: number,
    p: (typeof DEMO_PROJECTS)[number],
    index: number,
    ageDays: number,
  ) {
    const uid = randomUUID().replace(/-/g, '');
    const counts = { click_num: 50 + rand(3000), download_num: rand(300), comment_num: 0, zan: rand(400) };
    const vsqx = demoVsqx(p.title, p.singer, p.lyric.split(''));
    await put(fileKeys.projectFile(uid, 'vsqx'), vsqx);
    await put(fileKeys.cover(uid), await demoCover(p.title, (index * 47) % 360));
    if (index % 2 === 0) await put(fileKeys.mp3(uid), silentMp3());
    const row = await db
      .insertInto('vsqx_projects')
      .values({
        vsqx_uid: uid,
        user_id: userId,
        music_name: p.title,
        pic_exist: 1,
        music_length: p.length,
        up_time: now - ageDays * DAY,
        updated_at: now - ageDays * DAY,
        music_type: p.type,
        p_name: p.type === 2 ? p.author : '',
        p_desc: p.type === 2 ? '原作者的介绍见视频简介。' : '',
        b_av: p.bv,
        b_type: 1,
        agreement: p.agreement,
        music_language: p.language,
        tag: p.tags,
        music_level: p.level,
        lyric: p.lyric,
        music_desc: p.desc,
        synthesizer_type: 1,
        music_exist: index % 2 === 0 ? 1 : 0,
        file_extension: 'vsqx',
        file_name: `${p.title}.vsqx`,
        // The stored file's real size (it was left at 0: issue 18 "Leftovers").
        file_size: vsqx.length,
        ...counts,
        score: popularityScore(counts),
      })
      .returning('music_id')
      .executeTakeFirstOrThrow();
    // Its file is version 1 (DESIGN §8 "Versions"), at the spec's live key as a project made before versions.
    await db
      .insertInto('project_versions')
      .values({
        project_type: 'v',
        project_id: row.music_id,
        user_id: userId,
        version: 1,
        file_key: fileKeys.projectFile(uid, 'vsqx'),
        file_extension: 'vsqx',
        file_name: `${p.title}.vsqx`,
        size: vsqx.length,
        sha256: createHash('sha256').update(vsqx).digest('hex'),
        meta_json: null,
        created_at: now - ageDays * DAY,
      })
      .execute();
    return row.music_id;
  }

  const mine: number[] = [];
  for (const [i, p] of DEMO_PROJECTS.entries())
    mine.push(await addProject(miku, p, i, DEMO_PROJECTS.length - i));
  const theirs: number[] = [];
  for (const [i, p] of OTHER_PROJECTS.entries()) theirs.push(await addProject(tianyi, p, i + 20, 60 - i * 3));

  for (const [i, m] of DEMO_MIDI.entries()) {
    const uid = randomUUID().replace(/-/g, '');
    await put(fileKeys.cover(uid), await demoCover(m.title, (i * 83 + 20) % 360));
    // A real Standard MIDI File of the stated length: multi-track ones get four voices, single-track one.
    const [min, sec] = m.length.split(':').map(Number);
    const smf = buildSmf({
      noteTracks: m.trick === '2' ? 4 : 1,
      seconds: min * 60 + sec,
      bpm: 96 + i * 12,
      title: m.title,
    });
    await put(fileKeys.midi(uid), smf);
    const counts = { click_num: 20 + rand(800), download_num: rand(90), comment_num: 0, zan: rand(70) };
    const midiRow = await db
      .insertInto('midi_projects')
      .values({
        midi_uid: uid,
        user_id: miku,
        midi_name: m.title,
        midi_type: '1',
        agreement: 2,
        midi_language: m.language,
        trick_num: m.trick,
        lyric: m.lyric,
        midi_desc: m.desc,
        tag: m.tags,
        p_name: 'miku_p',
        file_extension: 'mid',
        file_name: `${m.title}.mid`,
        file_size: smf.length,
        pic_exist: 1,
        music_length: m.length,
        up_time: now - (10 - i) * DAY,
        updated_at: now - (10 - i) * DAY,
        ...counts,
        score: popularityScore(counts),
      })
      .returning('midi_id')
      .executeTakeFirstOrThrow();
    // As the vsqx projects: its file is version 1 at the spec's live key (DESIGN §8 "Versions").
    await db
      .insertInto('project_versions')
      .values({
        project_type: 'm',
        project_id: midiRow.midi_id,
        user_id: miku,
        version: 1,
        file_key: fileKeys.midi(uid),
        file_extension: 'mid',
        file_name: `${m.title}.mid`,
        size: smf.length,
        sha256: createHash('sha256').update(smf).digest('hex'),
        meta_json: null,
        created_at: now - (10 - i) * DAY,
      })
      .execute();
  }

  for (const [i, a] of DEMO_ARTICLES.entries()) {
    // Two articles in three get a cover of the article size; the others show the default cover.
    const cover = i % 3 === 1 ? '' : `demo-cover-${i + 1}.jpg`;
    // The cover text is the article's short first heading, so it fits the picture.
    const label = a.md.split('\n')[0].replace(/^#\s*/, '');
    if (cover)
      await put(
        fileKeys.articleImage(cover),
        await demoCover(label, (i * 61 + 170) % 360, LIMITS.articleCover),
      );
    await db
      .insertInto('articles')
      .values({
        user_id: miku,
        article_title: a.title,
        article_type: a.type,
        article_author_type: 1,
        article_agreement: 2,
        article_md: a.md,
        article_html: renderMarkdown(a.md),
        article_cover: cover ? `/files/${fileKeys.articleImage(cover)}` : '',
        timestamp: now - (DEMO_ARTICLES.length - i) * 2 * DAY,
        updated_at: now - (DEMO_ARTICLES.length - i) * 2 * DAY,
        click_num: 30 + rand(900),
        comment_num: 0,
      })
      .execute();
  }

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
    const c = await db
      .insertInto('comments')
      .values({
        scene: 1,
        project_id: musicId,
        user_id: from,
        text,
        reply_to: null,
        created_at: now - (14 - i) * 3600_000,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
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
    void c;
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

  // Licence requests both ways, with the notices each transition writes.
  const requests = [
    {
      project: theirs[0],
      applicant: miku,
      author: tianyi,
      status: 1,
      reply: '',
      text: '想在直播中使用这个工程翻唱，会注明出处。',
    },
    {
      project: theirs[1],
      applicant: miku,
      author: tianyi,
      status: 2,
      reply: '可以，注明出处即可',
      text: '想用于个人投稿视频。',
    },
    {
      project: theirs[2],
      applicant: miku,
      author: tianyi,
      status: 3,
      reply: '抱歉，暂不授权',
      text: '想改编后投稿。',
    },
    {
      project: mine[0],
      applicant: tianyi,
      author: miku,
      status: 1,
      reply: '',
      text: '想学习这个工程的调教并二次发布。',
    },
    {
      project: mine[1],
      applicant: users.gumi_fan,
      author: miku,
      status: 1,
      reply: '',
      text: '社团活动想使用，非商业。',
    },
    {
      project: mine[2],
      applicant: tianyi,
      author: miku,
      status: 2,
      reply: '没问题',
      text: '想在合集里收录。',
    },
  ];
  const nameOf = (id: number) =>
    [...DEMO_PROJECTS, ...OTHER_PROJECTS][[...mine, ...theirs].indexOf(id)].title;
  const userName = (id: number) => DEMO_LOGINS.find((l) => users[l.username] === id)!.username;
  for (const [i, r] of requests.entries()) {
    const applyTime = now - (10 - i) * DAY;
    const replyTime = r.status === 1 ? null : applyTime + DAY / 2;
    // An allowed demo request has its certificate, as one allowed through the site does (issue 23).
    const certificate =
      r.status === 2
        ? {
            certificate_code: newCertificateCode(),
            granted_at: replyTime,
            use_type: 'cover',
            platform: 'Bilibili',
          }
        : {};
    await db
      .insertInto('licence_requests')
      .values({
        project_type: 'v',
        project_id: r.project,
        applicant_id: r.applicant,
        author_id: r.author,
        apply_text: r.text,
        author_reply: r.status,
        reply_text: r.reply,
        apply_time: applyTime,
        reply_time: replyTime,
        ...certificate,
      })
      .execute();
    const notice = {
      project_name: nameOf(r.project),
      apply_name: userName(r.applicant),
      author_name: userName(r.author),
      apply_time: applyTime,
      reply_time: replyTime,
    };
    await writeMessages(ctx.live, db, [
      {
        to_user_id: r.author,
        kind: 'apply',
        apply_type: 1,
        project_id: r.project,
        created_at: applyTime,
        ...notice,
      },
    ]);
    if (r.status !== 1) {
      await writeMessages(ctx.live, db, [
        {
          to_user_id: r.applicant,
          kind: 'apply',
          apply_type: r.status,
          project_id: r.project,
          created_at: replyTime!,
          ...notice,
        },
      ]);
    }
  }

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

  // Tutorial suggestions in every state.
  const docs = await db.selectFrom('tutorial_docs').select(['id', 'title']).orderBy('sort_order').execute();
  const suggestions = [
    {
      user: miku,
      status: 1,
      desc: '补充颤音深度的建议范围',
      text: '<p>建议补充：颤音深度一般在 <strong>20～40</strong> 之间，抒情歌可以更浅。</p>',
    },
    {
      user: users.gumi_fan,
      status: 1,
      desc: '补充呼吸音的导入方法',
      text: '<p>可以在伴奏轨导入呼吸采样，比参数模拟更自然。</p>',
    },
    {
      user: tianyi,
      status: 2,
      desc: '中文咬字部分增加例子',
      text: '<p>以“窗前明月光”为例，说明卷舌音的处理。</p>',
      comment: '同意，稍等合并',
    },
    {
      user: miku,
      status: 3,
      desc: '错别字',
      text: '<p>“参数”写成了“参素”。</p>',
      comment: '无参考价值，不需要合并',
    },
    {
      user: miku,
      status: 4,
      desc: 'PBS 的说明补充',
      text: '<p>PBS 最大为 24。</p>',
      comment: '已合并，感谢',
    },
  ];
  for (const [i, s] of suggestions.entries()) {
    await db
      .insertInto('suggestions')
      .values({
        docs_id: docs[i % docs.length].id,
        user_id: s.user,
        easy_desc: s.desc,
        suggest_text: s.text,
        suggest_status: s.status,
        manager_comment: s.comment ?? '',
        manager_id: s.status === 1 ? null : users.luka_admin,
        manager_name: s.status === 1 ? '' : 'luka_admin',
        submit_time: now - (6 - i) * DAY,
        updated_at: now - (6 - i) * DAY,
      })
      .execute();
  }

  // 30 days of per-day statistics for the trend chart.
  for (const id of mine.slice(0, 6)) {
    for (let d = 0; d < 30; d++) {
      const day = new Date(now - d * DAY).toISOString().slice(0, 10);
      if (rand(5) === 0) continue;
      await db
        .insertInto('daily_stats')
        .values({
          project_type: 'v',
          project_id: id,
          user_id: miku,
          day,
          clicks: rand(60),
          downloads: rand(8),
          likes: rand(10),
          comments: rand(3),
        })
        .execute();
    }
  }
  return true;
}
