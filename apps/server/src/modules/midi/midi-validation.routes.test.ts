import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { as, registerUser, type TestUser } from '../../test/factories';
import { MIDI_PRESET_TAGS } from '@vsqx/domain';
import { createMidiProject, midiForm, projectRow, SUBMIT } from '../../test/midi-uploads';

/** Spec §5 "MIDI edit": the checks in their order, each with its message, on the text endpoint and on creation. */
describe('MIDI form validation on the server', () => {
  let t: TestApp;
  let owner: TestUser;
  let p: { midiId: number; midiUid: string };

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await registerUser(t.app);
    p = await createMidiProject(t.app, owner);
  });
  afterAll(async () => t.close());

  const submit = (over: Record<string, string>, lang = 'zh') =>
    as(t.app, owner).call({
      method: 'POST',
      url: SUBMIT,
      payload: new URLSearchParams(midiForm(p.midiUid, over)).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-lang': lang },
    });

  it('answers the spec messages in the spec order, fixing one rule at a time', async () => {
    // A project without a live file (a legacy row) is the only way an edit reaches check 1.
    await t.app.ctx.db
      .updateTable('midi_projects')
      .set({ file_name: '' })
      .where('midi_id', '=', p.midiId)
      .execute();
    const broken = { midi_type: '2', p_name: ' ', p_title: ' ', selected_list: '', midi_desc: ' ' };
    const steps: [Record<string, string>, string][] = [
      [{}, '必须上传vsqx工程！'],
      [{}, '必须输入P主名字！'],
      [{ p_name: '原作者' }, '必须输入稿件标题！'],
      [{ p_title: '标题' }, '必须添加标签！'],
      [{ selected_list: '古风' }, '必须填写工程介绍！'],
    ];
    const form: Record<string, string> = { ...broken };
    for (const [i, [fix, expected]] of steps.entries()) {
      Object.assign(form, fix);
      if (i === 1)
        await t.app.ctx.db
          .updateTable('midi_projects')
          .set({ file_name: 'song.mid' })
          .where('midi_id', '=', p.midiId)
          .execute();
      const res = await submit(form);
      expect([res.statusCode, res.body], `step ${i + 1}`).toEqual([200, expected]);
    }
    expect((await submit({ ...form, midi_desc: '介绍' })).body).toBe('success');
  });

  it('tag rules: at most 5 custom, no duplicates, reserved words refused as custom tags', async () => {
    const presets = ['流行曲', '古风', '新人作', 'V家', 'ACG', '名曲翻唱', '名P作品', '语调教'];
    const cases: [string, string][] = [
      [['古风', 'a', 'b', 'c', 'd', 'e', 'f'].join(','), '最多添加5个自定义标签'],
      ['古风,古风', '您已经添加了该标签！'],
      ['V家,儿歌', '该标签为保留标签，请直接勾选'],
      ['x'.repeat(21), '标签最长20个字符'],
    ];
    for (const [list, expected] of cases)
      expect((await submit({ selected_list: list })).body, list).toBe(expected);
    expect((await submit({ selected_list: [...presets, 'a', 'b', 'c'].join(',') })).body).toBe('success');
    expect((await submit({ selected_list: ['a', 'b', 'c', 'd', 'e'].join('，') })).body).toBe('success');
    expect((await projectRow(t.app, p.midiId)).tag).toBe('a,b,c,d,e');
  });

  it('length limits: title 35, producer name 12, description 1000, lyrics 1500, producer intro 300', async () => {
    const okAtLimit = {
      p_title: 't'.repeat(35),
      midi_type: '2',
      p_name: 'n'.repeat(12),
      midi_desc: 'd'.repeat(1000),
      lyric_content: 'l'.repeat(1500),
      p_introduce: 'i'.repeat(300),
    };
    expect((await submit(okAtLimit)).body).toBe('success');
    for (const over of [
      { p_title: 't'.repeat(36) },
      { p_name: 'n'.repeat(13) },
      { midi_desc: 'd'.repeat(1001) },
      { lyric_content: 'l'.repeat(1501) },
      { p_introduce: 'i'.repeat(301) },
    ]) {
      const res = await submit({ ...okAtLimit, ...over });
      expect([res.statusCode, res.body], Object.keys(over)[0]).toEqual([200, '内容过长']);
    }
  });

  it('bad enums answer 200 with the bad-request text and the English interface gets the English wording', async () => {
    const bad: Record<string, string>[] = [
      { midi_type: '3' },
      { language: '9' },
      { agreement: '5' },
      { trick_num: '0' },
    ];
    for (const over of bad) {
      const res = await submit(over);
      expect([res.statusCode, res.body]).toEqual([200, '请求参数错误']);
    }
    expect((await submit({ p_title: '' }, 'en')).body).toBe('You must enter a title!');
  });

  it('spec §5 MIDI tags: all 8 presets and 5 custom tags save; a 6th custom tag is refused and changes nothing', async () => {
    const presets = MIDI_PRESET_TAGS.join(',');
    const res = await submit({ selected_list: `${presets},甲,乙,丙,丁,戊` });
    expect([res.statusCode, res.body]).toEqual([200, 'success']);
    expect((await projectRow(t.app, p.midiId))?.tag).toBe(`${presets},甲,乙,丙,丁,戊`);
    const sixth = await submit({ selected_list: `${presets},甲,乙,丙,丁,戊,己` });
    expect([sixth.statusCode, sixth.body]).toEqual([200, '最多添加5个自定义标签']);
    expect((await projectRow(t.app, p.midiId))?.tag).toBe(`${presets},甲,乙,丙,丁,戊`);
    // The same on creation (submit_new_midi).
    const created = await createMidiProject(t.app, owner, { selected_list: `${presets},甲,乙,丙,丁,戊` });
    expect((await projectRow(t.app, created.midiId)).tag.split(',')).toHaveLength(13);
  });

  it('submit_new_midi checks the same rules in the same order and answers the envelope', async () => {
    const slot = (await as(t.app, owner).post('/api/user/midi/new_midi_uid')).json().data.midi_uid as string;
    const res = await as(t.app, owner).form(
      '/api/user/midi/submit_new_midi',
      midiForm(slot, { p_title: '' }),
    );
    expect([res.statusCode, res.json()]).toEqual([400, { success: false, message: '必须上传vsqx工程！' }]);
  });
});
