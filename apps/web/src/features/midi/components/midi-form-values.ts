import { checkMidiForm, splitTags, type MessageKey, type MidiProject } from '@vsqx/domain';
import { publicationBody, publicationValuesOf } from '../../../components/visibility/publication-fields';
import type { MidiWireForm } from '../api/save';
import type { MidiFieldValues } from './midi-fields';

/** What the save says about the files besides the fields. */
export interface MidiUploadFlags {
  picChanged: boolean;
  midiChanged: boolean;
  /** The stored project has a cover (a new one counts as changed). */
  picExist: boolean;
}

/** The form's values: a stored MIDI project's, or a new one's from the profile's licence and intro. */
export function midiInitialValues(
  project: MidiProject | undefined,
  profileIntro: string | null | undefined,
  agreement = 1,
): MidiFieldValues {
  if (!project) {
    return {
      midi_type: '1',
      p_name: '',
      p_title: '',
      agreement,
      language: '2',
      trick_num: '1',
      lyric_content: '',
      midi_desc: '',
      p_introduce: profileIntro ?? '',
      visibility: 'public',
      publish_at: null,
      tags: [],
    };
  }
  return {
    midi_type: project.midi_type === '2' ? '2' : '1',
    p_name: project.p_name,
    p_title: project.midi_name,
    agreement: project.agreement,
    language: project.midi_language,
    trick_num: project.trick_num === '2' ? '2' : '1',
    lyric_content: project.lyric,
    midi_desc: project.midi_desc,
    p_introduce: project.p_desc || (project.midi_type === '2' ? '' : (profileIntro ?? '')),
    ...publicationValuesOf(project),
    tags: splitTags(project.tag),
  };
}

/** The fields as the spec names them, before the files and the publication. */
function fieldsOf(v: MidiFieldValues) {
  const { visibility: _v, publish_at: _p, tags, version_note, ...rest } = v;
  return {
    ...rest,
    p_name: v.p_name ?? '',
    selected_list: (tags ?? []).join(','),
    version_note: version_note ?? '',
  };
}

/** Spec §5's first failing check of the MIDI form, in the spec's order (the server runs them again). */
export function midiProblem(v: MidiFieldValues, fileUploaded: boolean): MessageKey | null {
  return checkMidiForm(fieldsOf(v), fileUploaded);
}

/** The form body of `update_upload_submit_midi.php` / `submit_new_midi` (DESIGN §5). */
export function midiBody(
  v: MidiFieldValues,
  flags: MidiUploadFlags,
  midiUid: string,
  username: string,
): MidiWireForm {
  return {
    ...fieldsOf(v),
    ...publicationBody({ visibility: v.visibility, publish_at: v.publish_at }),
    midi_uid: midiUid,
    agreement: String(v.agreement),
    up_name: username,
    up_email: '',
    if_pic_changed: flags.picChanged ? '1' : '0',
    if_vsqx_changed: flags.midiChanged ? '1' : '0',
    pic_exist: flags.picChanged || flags.picExist ? '1' : '0',
    file_extension: 'mid',
  };
}
