import { beforeAll, describe, expect, it } from 'vitest';
import type { Envelope, ProjectMeta, StagedUploadInfo } from '@vsqx/domain';
import { as, registerUser, useTestApp, type TestUser } from '../../test/factories';
import { form, runTransfers, upload } from '../../test/project-uploads';
import { createMidiProject, eventually, projectRow, smf, uploadMidi } from '../../test/midi-uploads';
import { buildVsqx, MIKU_VOICE, TIANYI_VOICE, vsqxNotes } from './fixtures/xml-fixtures';
import { buildMidi } from './fixtures/binary-fixtures';

const t = useTestApp();
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  owner = await registerUser(t.app);
  other = await registerUser(t.app);
});

const vsqx = Buffer.from(
  buildVsqx({
    version: 4,
    bpm: 120,
    tracks: [
      { name: 'Miku', voice: MIKU_VOICE, notes: vsqxNotes(8, 'ら') },
      { name: '天依', voice: TIANYI_VOICE, notes: vsqxNotes(16, '天') },
    ],
  }),
);

describe('vsqx upload → data.meta → submit → stored with the project', () => {
  it('carries the meta in the upload answer, stores it on submit, and draws it', async () => {
    const uid = (
      (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json() as Envelope<{ vsqx_uid: string }>
    ).data!.vsqx_uid;
    const res = await upload(t.app, owner, '/api/upload/vsqx_file', uid, { name: '千本桜.vsqx', data: vsqx });
    const info = (res.json() as Envelope<StagedUploadInfo>).data!;
    expect(info.meta).toMatchObject({
      format: 'vsqx4',
      durationSec: 8,
      suggest: { music_length: '00:08', language: '1', trick_num: '2' },
    });
    expect(info.meta?.suggest?.tags.sort()).toEqual(['初音ミク', '洛天依'].sort());
    // The staged preview is its uploader's alone.
    expect((await as(t.app, owner).get(`/api/app/preview/${uid}.svg?staged=1`)).statusCode).toBe(200);
    expect((await as(t.app, other).get(`/api/app/preview/${uid}.svg?staged=1`)).statusCode).toBe(404);
    expect((await as(t.app, null).get(`/api/app/preview/${uid}.svg`)).statusCode).toBe(404);

    const sub = await as(t.app, owner).form(
      '/api/user/submit_new_vsqx_project',
      form(uid, { if_vsqx_changed: '1', language: '1', selected_list: '初音ミク,洛天依' }),
    );
    expect((sub.json() as Envelope).success).toBe(true);
    await runTransfers(t.app);
    const live = (await as(t.app, null).get(`/api/app/project_meta/${uid}`)).json() as Envelope<ProjectMeta>;
    expect(live.data).toMatchObject({ format: 'vsqx4', tempos: [{ tick: 0, bpm: 120 }] });
    // No mp3 preview was uploaded: the project file's length becomes music_length.
    const row = await t.app.ctx.db
      .selectFrom('vsqx_projects')
      .select(['music_length', 'meta_json'])
      .where('vsqx_uid', '=', uid)
      .executeTakeFirstOrThrow();
    expect(row.music_length).toBe('00:08');
    expect(JSON.parse(row.meta_json ?? '{}')).toHaveProperty('file');
    const svg = await as(t.app, null).get(`/api/app/preview/${uid}.svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.body).toContain('00:08');
  });
  it('a file the readers cannot read is still a valid upload, with meta null', async () => {
    const uid = (
      (await as(t.app, owner).post('/api/user/new_vsqx_uid')).json() as Envelope<{ vsqx_uid: string }>
    ).data!.vsqx_uid;
    const res = await upload(t.app, owner, '/api/upload/vsqx_file', uid, {
      name: 'bad.vsqx',
      data: Buffer.from('<!DOCTYPE x [<!ENTITY a "b">]><vsq4>&a;</vsq4>'),
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Envelope<StagedUploadInfo>).data).toMatchObject({
      file_extension: 'vsqx',
      meta: null,
    });
  });
});

describe('MIDI upload → data.meta → submit → stored with the project', () => {
  it('answers the meta with lyrics and trick_num, keeps it on create and on a file change', async () => {
    const lyricMidi = buildMidi(
      [
        {
          name: '旋律',
          notes: Array.from({ length: 6 }, (_, i) => ({ tick: i * 480, dur: 480, key: 60 + i, lyric: '天' })),
        },
      ],
      { encoding: 'gbk' },
    );
    const { midiId, midiUid } = await createMidiProject(t.app, owner, {}, lyricMidi);
    const row = await projectRow(t.app, midiId);
    expect(JSON.parse(row.meta_json ?? '{}').project_meta).toMatchObject({
      format: 'mid',
      tracks: [{ lyrics: '天天天天天天' }],
    });
    expect((await as(t.app, null).get(`/api/app/preview/${midiUid}.svg`)).statusCode).toBe(200);

    const info = await uploadMidi(t.app, owner, midiUid, smf({ noteTracks: 3, seconds: 20 }));
    expect(info.meta?.suggest).toMatchObject({ trick_num: '2', synthesizer_type: 3 });
    const res = await as(t.app, owner).form('/api/user/midi/update_upload_submit_midi.php', {
      midi_uid: midiUid,
      midi_type: '1',
      p_name: '',
      p_title: 't',
      agreement: '1',
      language: '2',
      selected_list: '流行曲',
      lyric_content: '',
      midi_desc: 'd',
      p_introduce: '',
      up_name: '',
      up_email: '',
      if_pic_changed: '0',
      if_vsqx_changed: '1',
      pic_exist: '0',
      file_extension: 'mid',
      trick_num: '2',
    });
    expect(res.statusCode).toBe(200);
    const after = await eventually(
      () => projectRow(t.app, midiId),
      (r) => r.upload_finish === 1,
    );
    expect(JSON.parse(after.meta_json ?? '{}').project_meta).toMatchObject({
      format: 'mid',
      midi: { multiTrack: true },
    });
  });
});
