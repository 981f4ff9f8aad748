import type { DB } from '../../db/database';

/** The author columns every public item answer carries (never the hash, the e-mail or the flags). */
const AUTHOR = ['users.id as uid', 'users.username', 'users.avatar_exist', 'users.avatar_version'] as const;

/**
 * Public columns of a vsqx project, listed one by one so a new private column (file name, staging key,
 * meta) can never leak by accident.
 */
const VSQX_PUBLIC = [
  'p.music_id',
  'p.vsqx_uid',
  'p.music_name',
  'p.pic_exist',
  'p.pic_version',
  'p.music_length',
  'p.up_time',
  'p.updated_at',
  'p.upload_finish',
  'p.click_num',
  'p.download_num',
  'p.comment_num',
  'p.zan',
  'p.score',
  'p.music_type',
  'p.p_name',
  'p.p_desc',
  'p.b_av',
  'p.b_type',
  'p.agreement',
  'p.music_language',
  'p.tag',
  'p.music_level',
  'p.lyric',
  'p.music_desc',
  'p.synthesizer_type',
  'p.synthesizer_name',
  'p.music_exist',
  'p.file_extension',
  'p.allow_convert',
] as const;

const MIDI_PUBLIC = [
  'm.midi_id',
  'm.midi_uid',
  'm.midi_name',
  'm.midi_type',
  'm.agreement',
  'm.midi_language',
  'm.trick_num',
  'm.lyric',
  'm.midi_desc',
  'm.tag',
  'm.p_name',
  'm.p_desc',
  'm.file_extension',
  'm.pic_exist',
  'm.pic_version',
  'm.music_length',
  'm.upload_finish',
  'm.up_time',
  'm.click_num',
  'm.download_num',
  'm.comment_num',
  'm.zan',
  'm.score',
  'm.allow_convert',
] as const;

export function createDetailRepository(db: DB) {
  return {
    vsqx: (musicId: number) =>
      db
        .selectFrom('vsqx_projects as p')
        .innerJoin('users', 'users.id', 'p.user_id')
        .select([...VSQX_PUBLIC, ...AUTHOR, 'p.visibility'])
        .where('p.music_id', '=', musicId)
        .executeTakeFirst(),

    midi: (midiId: number) =>
      db
        .selectFrom('midi_projects as m')
        .innerJoin('users', 'users.id', 'm.user_id')
        .select([...MIDI_PUBLIC, ...AUTHOR, 'm.visibility'])
        .where('m.midi_id', '=', midiId)
        .executeTakeFirst(),

    async liked(userId: number, targetType: 'v' | 'm' | 'a', targetId: number): Promise<boolean> {
      const row = await db
        .selectFrom('likes')
        .select('user_id')
        .where('user_id', '=', userId)
        .where('target_type', '=', targetType)
        .where('target_id', '=', targetId)
        .executeTakeFirst();
      return !!row;
    },

    async favourited(userId: number, musicId: number): Promise<boolean> {
      const row = await db
        .selectFrom('favourites')
        .select('id')
        .where('user_id', '=', userId)
        .where('music_id', '=', musicId)
        .executeTakeFirst();
      return !!row;
    },
  };
}
