import type { EditableProject, MidiProject, MyProjectItem, UserProfile } from '@vsqx/domain';

/** One card of my project list, as `GET /api/user/select_vsqx_project_list` answers it. */
export function projectItem(id: number, over: Partial<MyProjectItem> = {}): MyProjectItem {
  return {
    music_id: id,
    vsqx_uid: `uid${id}`,
    music_name: `工程 ${id}`,
    pic_exist: 0,
    pic_version: 0,
    music_length: '03:20',
    up_time: 1_760_000_000 + id,
    upload_finish: 1,
    click_num: id * 3,
    download_num: id,
    comment_num: 0,
    zan: 0,
    score: 0,
    visibility: 'public',
    publish_at: null,
    ...over,
  };
}

/** A project as the edit page loads it (`GET /api/user/select_p_vsqx_project/{id}`). */
export function editableProject(over: Partial<EditableProject> = {}): EditableProject {
  return {
    ...projectItem(7),
    music_name: '夜に駆ける',
    music_type: 2,
    p_name: 'Ayase',
    p_desc: '调教：miku_p',
    b_av: 'BV1xx411c7mD',
    b_type: 1,
    agreement: 3,
    music_language: '2',
    tag: '翻调,初音ミク',
    music_level: 2,
    lyric: '沈むように溶けてゆくように',
    music_desc: '参数都在工程里',
    synthesizer_type: 2,
    synthesizer_name: 'Synthesizer V',
    music_exist: 1,
    file_extension: 'svp',
    file_name: 'yoru.svp',
    file_size: 123_456,
    ...over,
  };
}

/** My profile (`GET /api/user/select_user_info`): what a new project starts from. */
export function profile(over: Partial<UserProfile> = {}): UserProfile {
  return {
    nickname: 'miku_p',
    gender: 0,
    b_uid: '',
    agreement: 2,
    p_desc: '我的介绍',
    p_website: '',
    default_uploadProject_desc: '默认说明',
    ...over,
  };
}

/** A MIDI project as the MIDI edit page loads it (`select_midi_project.php`). */
export function midiProject(over: Partial<MidiProject> = {}): MidiProject {
  return {
    midi_id: 4,
    midi_uid: 'midiuid4',
    midi_name: '千本桜',
    midi_type: '2',
    music_length: '04:04',
    up_time: 1_760_000_000,
    click_num: 9,
    download_num: 3,
    comment_num: 0,
    zan: 1,
    score: 0,
    pic_exist: 1,
    pic_version: 0,
    upload_finish: 1,
    tag: 'V家,扒谱',
    agreement: 2,
    visibility: 'unlisted',
    publish_at: null,
    midi_language: '3',
    trick_num: '2',
    lyric: '大胆不敵にハイカラ革命',
    midi_desc: '全曲扒谱',
    p_name: '黒うさP',
    p_desc: '原曲作者',
    file_extension: 'mid',
    file_name: 'senbonzakura.mid',
    file_size: 2_048,
    ...over,
  };
}
