import { describe, expect, it } from 'vitest';
import { msg } from '../common/messages';
import {
  checkBvAuField,
  checkProjectForm,
  projectFormBodySchema,
  projectSubmitSchema,
  type ProjectFormBody,
} from './schemas';

const good = (over: Partial<ProjectFormBody> = {}): ProjectFormBody =>
  projectFormBodySchema.parse({
    vsqx_uid: 'abc',
    music_exist: '0',
    music_type: '1',
    p_name: '',
    p_title: '千本桜',
    b_av: 'BV1xx411c7mD',
    b_type: '1',
    agreement: '1',
    language: '2',
    selected_list: '初音ミク,古风',
    rate: '3',
    lyric_content: '',
    vsqx_content: '介绍',
    p_introduce: '',
    up_name: 'miku',
    up_email: '',
    if_pic_changed: '0',
    if_music_changed: '0',
    if_vsqx_changed: '0',
    pic_exist: '1',
    file_extension: 'vsqx',
    synthesizer_name: '',
    synthesizer_type: '1',
    ...over,
  });

describe('project form (spec §5, in spec order)', () => {
  it('accepts a complete form and types it', () => {
    const r = projectSubmitSchema.parse(good());
    expect(r).toMatchObject({
      music_name: '千本桜',
      tags: ['初音ミク', '古风'],
      music_level: 3,
      b_type: 1,
      agreement: 1,
      p_name: '',
    });
  });

  it.each<[Partial<ProjectFormBody>, string]>([
    [{ file_extension: '' }, '必须上传vsqx工程！'],
    [{ file_extension: 'exe' }, "只能上传压缩文件或者'歌声合成引擎工程文件'哦~"],
    [{ synthesizer_type: '2', synthesizer_name: '  ' }, '请输入“歌声合成引擎”的名称'],
    [{ synthesizer_type: '2', synthesizer_name: 'x'.repeat(51) }, '引擎名称最长50个字符'],
    [{ music_type: '2', p_name: ' ' }, '必须输入P主名字！'],
    [{ music_type: '2', p_name: 'x'.repeat(13) }, 'P主名字最长12个字'],
    [{ p_title: ' ' }, '必须输入稿件标题！'],
    [{ p_title: 'x'.repeat(36) }, '稿件标题最长35个字'],
    [{ b_av: 'BV1xx411c7m' }, 'BV号-格式错误！'],
    [{ b_av: 'BV1234567890' }, 'BV号-格式错误！'],
    [{ b_av: 'av1xx411c7mD' }, 'BV号-格式错误！'],
    [{ b_type: '2', b_av: '12a' }, 'AU号-格式错误！'],
    [{ selected_list: '' }, '必须添加标签！'],
    [{ selected_list: 'a,b,c,d,e,f' }, '最多添加5个自定义标签'],
    [
      { selected_list: '古风,流行曲,神调教,V5,语调教,名曲翻唱,名P作品,新人作,IA,GUMI,VY1' },
      '最多添加10个标签(╯°口°)╯',
    ],
    [{ vsqx_content: '  ' }, '必须填写工程介绍！'],
    [{ vsqx_content: 'x'.repeat(1001) }, '工程介绍最长1000个字'],
    [{ lyric_content: 'x'.repeat(3001) }, '歌词最长3000个字'],
    [{ music_type: '2', p_name: 'ryo', p_introduce: 'x'.repeat(301) }, 'P主介绍最长300个字'],
    [{ language: '5' }, '请求参数错误'],
    [{ rate: '0' }, '请求参数错误'],
    [{ agreement: '9' }, '请求参数错误'],
  ])('%o → %s', (over, text) => {
    expect(msg(checkProjectForm(good(over))!)).toBe(text);
  });

  it('answers the first broken rule in spec order', () => {
    expect(checkProjectForm(good({ file_extension: '', p_title: '', selected_list: '' }))).toBe(
      'projectFileRequired',
    );
    expect(checkProjectForm(good({ music_type: '2', p_name: '', p_title: '' }))).toBe('authorNameRequired');
    expect(checkProjectForm(good({ p_title: '', selected_list: '', vsqx_content: '' }))).toBe(
      'titleRequired',
    );
    expect(checkProjectForm(good({ selected_list: '', vsqx_content: '' }))).toBe('tagsRequired');
  });

  it('limits are inclusive at the boundary', () => {
    expect(
      checkProjectForm(
        good({ p_title: 'x'.repeat(35), vsqx_content: 'x'.repeat(1000), lyric_content: 'x'.repeat(3000) }),
      ),
    ).toBeNull();
    expect(checkProjectForm(good({ b_type: '2', b_av: '123456789012' }))).toBeNull();
    expect(checkProjectForm(good({ b_av: '' }))).toBeNull();
  });

  it('live BV/AU messages: length, then pattern; AU digits only', () => {
    expect(checkBvAuField('BV1xx', 1)).toBe('bvFormat');
    expect(checkBvAuField('BVabcdefghij', 1)).toBe('bvFormatChars');
    expect(checkBvAuField('BV1xx411c7mD', 1)).toBeNull();
    expect(checkBvAuField('12x', 2)).toBe('digitsOnly');
    expect(checkBvAuField('170001', 2)).toBeNull();
  });

  it('originals drop the author name and engine name unless relevant', () => {
    const r = projectSubmitSchema.parse(good({ p_name: 'someone', synthesizer_name: 'UTAU' }));
    expect(r.p_name).toBe('');
    expect(r.synthesizer_name).toBe('');
  });
});
