import type { FastifyInstance } from 'fastify';

let seq = 0;

/** A vsqx project row owned by `userId`, as the upload flow would leave it (projects are another feature). */
export async function insertProject(app: FastifyInstance, userId: number, over: Partial<{ music_name: string; music_type: number; p_name: string; zan: number; download_num: number; comment_num: number; click_num: number }> = {}) {
  seq += 1;
  const counts = { zan: 0, download_num: 0, comment_num: 0, click_num: 0, ...over };
  const score = 15 * counts.zan + 15 * counts.download_num + 10 * counts.comment_num + counts.click_num;
  const row = await app.ctx.db
    .insertInto('vsqx_projects')
    .values({
      vsqx_uid: `t${Date.now().toString(36)}${seq}`, user_id: userId, music_name: over.music_name ?? `工程${seq}`, up_time: Date.now(), updated_at: Date.now(),
      music_type: over.music_type ?? 1, p_name: over.p_name ?? '', agreement: 1, music_language: '1', tag: 'a', music_level: 1, music_desc: 'd',
      synthesizer_type: 1, file_extension: 'vsqx', zan: counts.zan, download_num: counts.download_num, comment_num: counts.comment_num,
      click_num: counts.click_num, score,
    })
    .returning('music_id')
    .executeTakeFirstOrThrow();
  return row.music_id;
}
