import { newCertificateCode } from '../modules/licences/certificate-code';
import { writeMessages } from '../modules/notify/notify';
import { DEMO_PROJECTS, OTHER_PROJECTS } from './demo-content';
import { DAY, type DemoSeed } from './demo-seed';

/** Licence requests both ways, with the notices each transition writes and a certificate when allowed. */
export async function seedLicences(seed: DemoSeed, mine: number[], theirs: number[]) {
  const { ctx, db, now, users } = seed;
  const miku = users.miku_p;
  const tianyi = users.tianyi_p;
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
  const userName = (id: number) => Object.keys(users).find((name) => users[name] === id)!;
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
}
