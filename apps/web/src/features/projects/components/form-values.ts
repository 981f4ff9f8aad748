import {
  checkProjectForm,
  engineFields,
  projectFormBodySchema,
  splitTags,
  type Agreement,
  type BType,
  type EditableProject,
  type MessageKey,
  type MusicLanguage,
  type MusicLevel,
  type MusicType,
  type ProjectFormBody,
  type SynthesizerType,
  type UserProfile,
} from '@vsqx/domain';
import {
  publicationBody,
  publicationValuesOf,
  type PublicationValues,
} from '../../../components/visibility/publication-fields';

/** The antd form's values (typed; the wire form is built from them by `toBody`). */
export interface ProjectFormValues {
  music_type: MusicType;
  p_name: string;
  /** The engine picked by name (engine-field.tsx); it sets the two wire fields below and is not sent. */
  engine_choice: string;
  synthesizer_type: SynthesizerType;
  synthesizer_name: string;
  p_title: string;
  b_type: BType;
  b_av: string;
  selected_list: string[];
  language: MusicLanguage;
  rate: MusicLevel;
  agreement: Agreement;
  lyric_content: string;
  vsqx_content: string;
  p_introduce: string;
  /** Set while a project file is uploaded (live or staged); '' means none (spec §5 first rule). */
  file_extension: string;
  /** The edit page's optional '版本说明' (DESIGN §8 "Versions"). */
  version_note?: string;
  visibility: PublicationValues['visibility'];
  publish_at: PublicationValues['publish_at'];
}

/** Which files this submission changes, and what exists (spec §7 flags). */
export interface UploadFlags {
  if_pic_changed: boolean;
  if_music_changed: boolean;
  if_vsqx_changed: boolean;
  pic_exist: number;
  music_exist: number;
}

export function valuesFromProject(p: EditableProject): ProjectFormValues {
  return {
    music_type: p.music_type,
    p_name: p.p_name,
    ...engineFields(p.synthesizer_type, p.synthesizer_name),
    p_title: p.music_name,
    b_type: p.b_type === 2 ? 2 : 1,
    b_av: p.b_av,
    selected_list: splitTags(p.tag),
    language: p.music_language,
    rate: p.music_level,
    agreement: p.agreement,
    lyric_content: p.lyric,
    vsqx_content: p.music_desc,
    p_introduce: p.p_desc,
    file_extension: p.file_extension,
    ...publicationValuesOf(p),
  };
}

/** A new project starts from the profile's defaults (licence, description, own intro). */
export function valuesForNew(username: string, profile: UserProfile | null | undefined): ProjectFormValues {
  const agreement = profile?.agreement;
  return {
    music_type: 1,
    p_name: username,
    ...engineFields(1, ''),
    p_title: '',
    b_type: 1,
    b_av: '',
    selected_list: [],
    language: '1',
    rate: 1,
    agreement: agreement && agreement >= 1 && agreement <= 4 ? (agreement as Agreement) : 1,
    lyric_content: '',
    vsqx_content: profile?.default_uploadProject_desc ?? '',
    p_introduce: profile?.p_desc ?? '',
    file_extension: '',
    visibility: 'public',
    publish_at: null,
  };
}

const flag = (b: boolean) => (b ? '1' : '0');

/** The spec's form body (spec §7 "Project"). */
export function toBody(
  v: ProjectFormValues,
  f: UploadFlags,
  vsqxUid: string,
  username: string,
): ProjectFormBody {
  return {
    vsqx_uid: vsqxUid,
    music_exist: String(f.music_exist),
    music_type: String(v.music_type),
    p_name: v.music_type === 2 ? v.p_name : username,
    p_title: v.p_title,
    b_av: v.b_av ?? '',
    b_type: String(v.b_type),
    agreement: String(v.agreement),
    language: v.language,
    selected_list: v.selected_list.join(','),
    rate: String(v.rate),
    lyric_content: v.lyric_content ?? '',
    vsqx_content: v.vsqx_content ?? '',
    p_introduce: v.p_introduce ?? '',
    up_name: username,
    up_email: '',
    if_pic_changed: flag(f.if_pic_changed),
    if_music_changed: flag(f.if_music_changed),
    if_vsqx_changed: flag(f.if_vsqx_changed),
    pic_exist: String(f.pic_exist),
    file_extension: v.file_extension ?? '',
    synthesizer_name: v.synthesizer_name ?? '',
    synthesizer_type: String(v.synthesizer_type),
    ...(v.version_note?.trim() ? { version_note: v.version_note.trim() } : {}),
    ...publicationBody(v),
  };
}

/** The first broken rule in spec order, with the very check the server runs. */
export function firstProblem(body: ProjectFormBody): MessageKey | null {
  return checkProjectForm(projectFormBodySchema.parse(body));
}
