import { createHash, randomUUID } from 'node:crypto';
import { popularityScore } from '@vsqx/domain';
import { fileKeys } from '../files/file-store';
import { buildSmf } from '../modules/midi/midi-fixtures';
import { demoCover, demoVsqx, silentMp3 } from './demo-files';
import { DEMO_MIDI, DEMO_PROJECTS, OTHER_PROJECTS } from './demo-content';
import { DAY, type DemoSeed } from './demo-seed';

/** The vsqx projects of miku_p (`mine`) and tianyi_p (`theirs`), each with its files and version 1. */
export async function seedProjects(seed: DemoSeed) {
  const { db, rand, now, put } = seed;
  const miku = seed.users.miku_p;
  const tianyi = seed.users.tianyi_p;

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

  return { mine, theirs };
}

/** miku_p's MIDI projects: real Standard MIDI Files with covers, each its version 1. */
export async function seedMidi(seed: DemoSeed) {
  const { db, rand, now, put } = seed;
  const miku = seed.users.miku_p;
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
}

/** 30 days of per-day statistics for the trend chart of miku_p's first projects. */
export async function seedDailyStats(seed: DemoSeed, mine: number[]) {
  const { db, rand, now } = seed;
  const miku = seed.users.miku_p;
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
}
