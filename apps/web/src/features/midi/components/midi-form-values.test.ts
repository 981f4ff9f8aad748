import { describe, expect, it } from 'vitest';
import { midiSubmitSchema } from '@vsqx/domain';
import { midiProject } from '../../../test/fixtures';
import { midiBody, midiInitialValues, midiProblem } from './midi-form-values';

const unchanged = { picChanged: false, midiChanged: false, picExist: true };

/** The MIDI form's mapping: a stored MIDI project → the antd form → the form body the server checks. */
describe('MIDI form values', () => {
  it('a stored project saved unchanged sends every field back as the spec names it, and passes the server schema', () => {
    const p = midiProject();
    const body = midiBody(midiInitialValues(p, null), unchanged, p.midi_uid, 'miku_p');
    expect(body).toMatchObject({
      midi_uid: 'midiuid4',
      midi_type: '2',
      p_name: '黒うさP',
      p_title: '千本桜',
      agreement: '2',
      language: '3',
      selected_list: 'V家,扒谱',
      lyric_content: p.lyric,
      midi_desc: p.midi_desc,
      p_introduce: '原曲作者',
      trick_num: '2',
      up_name: 'miku_p',
      if_pic_changed: '0',
      if_vsqx_changed: '0',
      pic_exist: '1',
      file_extension: 'mid',
      visibility: 'unlisted',
      version_note: '',
    });
    expect(midiSubmitSchema.safeParse(body).success).toBe(true);
    expect(midiProblem(midiInitialValues(p, null), true)).toBeNull();
  });

  it('a new original project starts from the profile: licence and intro, public, no tags', () => {
    const v = midiInitialValues(undefined, '我的介绍', 3);
    expect(v).toMatchObject({
      midi_type: '1',
      agreement: 3,
      p_introduce: '我的介绍',
      visibility: 'public',
      tags: [],
    });
    // Spec §5: the title comes first.
    expect(midiProblem(v, true)).toBe('titleRequired');
  });

  it('a changed cover or file is said in the flags; a new cover counts as a cover', () => {
    const p = midiProject({ pic_exist: 0 });
    const body = midiBody(
      midiInitialValues(p, null),
      { picChanged: true, midiChanged: true, picExist: false },
      p.midi_uid,
      'miku_p',
    );
    expect(body).toMatchObject({ if_pic_changed: '1', if_vsqx_changed: '1', pic_exist: '1' });
  });
});
