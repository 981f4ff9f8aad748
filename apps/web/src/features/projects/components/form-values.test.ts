import { describe, expect, it } from 'vitest';
import { checkProjectForm, projectFormBodySchema } from '@vsqx/domain';
import { editableProject, profile } from '../../../test/fixtures';
import { firstProblem, toBody, valuesForNew, valuesFromProject, type UploadFlags } from './form-values';

const unchanged: UploadFlags = {
  if_pic_changed: false,
  if_music_changed: false,
  if_vsqx_changed: false,
  pic_exist: 0,
  music_exist: 1,
};

/** The edit form's mapping: a stored project → the antd form → the spec's form body the server checks. */
describe('project form values', () => {
  it('a stored project saved unchanged sends every field back as the spec names it, and passes the server check', () => {
    const p = editableProject();
    const body = toBody(valuesFromProject(p), unchanged, p.vsqx_uid, 'miku_p');
    expect(body).toMatchObject({
      vsqx_uid: p.vsqx_uid,
      music_type: '2',
      p_name: 'Ayase',
      p_title: '夜に駆ける',
      b_av: 'BV1xx411c7mD',
      b_type: '1',
      agreement: '3',
      language: '2',
      selected_list: '翻调,初音ミク',
      rate: '2',
      lyric_content: p.lyric,
      vsqx_content: p.music_desc,
      p_introduce: p.p_desc,
      up_name: 'miku_p',
      if_pic_changed: '0',
      if_music_changed: '0',
      if_vsqx_changed: '0',
      music_exist: '1',
      file_extension: 'svp',
      synthesizer_type: '2',
      synthesizer_name: 'Synthesizer V',
      visibility: 'public',
      publish_at: '',
    });
    expect(body).not.toHaveProperty('version_note');
    // The very schema and rules the server runs on this body.
    expect(checkProjectForm(projectFormBodySchema.parse(body))).toBeNull();
  });

  it('an original work (music_type 1) is sent under the uploader\u2019s name, whatever the field held', () => {
    const p = editableProject({ music_type: 1, p_name: 'someone else' });
    expect(toBody(valuesFromProject(p), unchanged, p.vsqx_uid, 'miku_p').p_name).toBe('miku_p');
  });

  it('a version note is sent trimmed, and only when written', () => {
    const p = editableProject();
    const v = valuesFromProject(p);
    expect(toBody({ ...v, version_note: '  改了副歌  ' }, unchanged, p.vsqx_uid, 'u').version_note).toBe(
      '改了副歌',
    );
    expect(toBody({ ...v, version_note: '   ' }, unchanged, p.vsqx_uid, 'u')).not.toHaveProperty(
      'version_note',
    );
  });

  it('a scheduled project shows as public at its time and is sent as an ISO time', () => {
    const at = Date.UTC(2027, 0, 2, 3, 4);
    const p = editableProject({ visibility: 'private', publish_at: at });
    const v = valuesFromProject(p);
    expect(v.visibility).toBe('public');
    expect(toBody(v, unchanged, p.vsqx_uid, 'u')).toMatchObject({
      visibility: 'public',
      publish_at: new Date(at).toISOString(),
    });
  });

  it('a new project starts from the profile\u2019s licence and texts, and without a file the first rule speaks', () => {
    const v = valuesForNew('miku_p', profile({ agreement: 4 }));
    expect(v).toMatchObject({
      p_name: 'miku_p',
      agreement: 4,
      vsqx_content: '默认说明',
      p_introduce: '我的介绍',
    });
    expect(valuesForNew('x', profile({ agreement: 9 })).agreement).toBe(1);
    expect(firstProblem(toBody(v, { ...unchanged, music_exist: 0 }, 'slot', 'miku_p'))).toBe(
      'projectFileRequired',
    );
  });
});
