import { versionNoteSchema } from './versions';
import { z } from 'zod';
import { dbIdSchema } from '../common/ids';
import { LIMITS, PROJECT_FILE_EXTENSIONS } from '../common/limits';
import type { MessageKey } from '../common/messages';
import { checkTagList, PROJECT_TAG_RULES, splitTags } from './tags';
import { publicationFieldsSchema } from '../visibility/schemas';
import { cardCountsSchema, projectCardBaseSchema, publicationStateSchema } from '../common/cards';
import type { BType, MusicLanguage, MusicLevel, MusicType, SynthesizerType } from './enums';
import type { Agreement } from '../licences/licences';
import type { ProjectMeta } from '../singers/meta';
import { midiListRowSchema } from '../midi/schemas';

/*
 * The project edit form of spec §5 "Project edit". The server validates `submit_update_vsqx_project` and
 * `submit_new_vsqx_project` with `projectSubmitSchema`; the web builds one antd rule per field from
 * `projectFieldSchemas` and checks the whole form with the same schema before sending it.
 */

/** 'BV' followed by ten letters and digits, both present (a real video id always mixes them). */
export const BV_PATTERN = /^BV(?=[0-9A-Za-z]*\d)(?=[0-9A-Za-z]*[A-Za-z])[0-9A-Za-z]{10}$/;
export const AU_PATTERN = /^\d+$/;

/** The BV/AU field as typed (live check): BV must be 12 characters, then the pattern; AU digits only. */
export function checkBvAuField(value: string, bType: BType | number): MessageKey | null {
  const v = value.trim();
  if (!v) return null;
  if (Number(bType) === 2) return AU_PATTERN.test(v) && v.length <= LIMITS.bvAuMax ? null : 'digitsOnly';
  if (v.length !== LIMITS.bvAuMax) return 'bvFormat';
  return BV_PATTERN.test(v) ? null : 'bvFormatChars';
}

/** The BV/AU field on submit: the spec's 'BV号-格式错误！' / 'AU号-格式错误！'. */
export function checkBvAuSubmit(value: string, bType: BType | number): MessageKey | null {
  if (checkBvAuField(value, bType) === null) return null;
  return Number(bType) === 2 ? 'auFormatSubmit' : 'bvFormatSubmit';
}

const trimmedMax = (max: number, required: MessageKey | null, long: MessageKey) => {
  const base = z.string({ error: required ?? long }).trim();
  return (required ? base.min(1, required) : base).max(max, long);
};

/** One schema per visible field, for antd rules (same keys as the wire form). */
export const projectFieldSchemas = {
  synthesizer_name: trimmedMax(LIMITS.engineNameMax, 'engineNameRequired', 'engineNameLong'),
  p_name: trimmedMax(LIMITS.authorNameMax, 'authorNameRequired', 'authorNameLong'),
  p_title: trimmedMax(LIMITS.projectTitleMax, 'titleRequired', 'projectTitleLong'),
  vsqx_content: trimmedMax(LIMITS.descriptionMax, 'descriptionRequired', 'descriptionLong'),
  lyric_content: z.string({ error: 'lyricsLong' }).max(LIMITS.lyricsProjectMax, 'lyricsLong'),
  p_introduce: z.string({ error: 'authorIntroLong' }).max(LIMITS.authorIntroMax, 'authorIntroLong'),
  selected_list: z.array(z.string()).superRefine((tags, c) => {
    const m = checkTagList(tags, PROJECT_TAG_RULES);
    if (m) c.addIssue({ code: 'custom', message: m });
  }),
};

/** Form bodies carry text; JSON callers may send numbers. Missing means empty. */
const text = z.preprocess(
  (v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v),
  z.string({ error: 'badRequest' }),
);

/** Every field of the spec's form body (spec §7 "Project"), as sent. */
export const projectFormBodySchema = z.object({
  vsqx_uid: text,
  music_exist: text,
  music_type: text,
  p_name: text,
  p_title: text,
  b_av: text,
  b_type: text,
  agreement: text,
  language: text,
  selected_list: text,
  rate: text,
  lyric_content: text,
  vsqx_content: text,
  p_introduce: text,
  up_name: text,
  up_email: text,
  if_pic_changed: text,
  if_music_changed: text,
  if_vsqx_changed: text,
  pic_exist: text,
  file_extension: text,
  synthesizer_name: text,
  synthesizer_type: text,
  /** '版本说明' (DESIGN §8 "Versions"): optional, so the spec's form without it still submits. */
  version_note: text.optional(),
  /** DESIGN §8 "Finding and managing my content": absent keeps what the project has. */
  ...publicationFieldsSchema.shape,
});
export type ProjectFormBody = z.infer<typeof projectFormBodySchema>;

const oneOf = (v: string, allowed: readonly string[]) => allowed.includes(v);
const firstIssue = (schema: z.ZodType, v: unknown): MessageKey | null => {
  const r = schema.safeParse(v);
  return r.success ? null : (r.error.issues[0].message as MessageKey);
};

/**
 * The rules of spec §5 in spec order; the first broken one is the answer. Enum values that no form can
 * produce come last and answer 'badRequest'.
 */
export function checkProjectForm(f: ProjectFormBody): MessageKey | null {
  const ext = f.file_extension.trim().toLowerCase();
  if (!ext) return 'projectFileRequired';
  if (!oneOf(ext, PROJECT_FILE_EXTENSIONS)) return 'projectExtension';
  if (!oneOf(f.synthesizer_type, ['1', '2', '3', '4'])) return 'badRequest';
  if (f.synthesizer_type === '2') {
    const m = firstIssue(projectFieldSchemas.synthesizer_name, f.synthesizer_name);
    if (m) return m;
  } else if (f.synthesizer_name.length > LIMITS.engineNameMax) return 'engineNameLong';
  if (!oneOf(f.music_type, ['1', '2'])) return 'badRequest';
  if (f.music_type === '2') {
    const m = firstIssue(projectFieldSchemas.p_name, f.p_name);
    if (m) return m;
  }
  const title = firstIssue(projectFieldSchemas.p_title, f.p_title);
  if (title) return title;
  const bType = f.b_type || '1';
  if (!oneOf(bType, ['1', '2'])) return 'badRequest';
  const bv = checkBvAuSubmit(f.b_av, Number(bType));
  if (bv) return bv;
  const tags = checkTagList(splitTags(f.selected_list), PROJECT_TAG_RULES);
  if (tags) return tags;
  const desc = firstIssue(projectFieldSchemas.vsqx_content, f.vsqx_content);
  if (desc) return desc;
  const lyric = firstIssue(projectFieldSchemas.lyric_content, f.lyric_content);
  if (lyric) return lyric;
  if (f.music_type === '2') {
    const intro = firstIssue(projectFieldSchemas.p_introduce, f.p_introduce);
    if (intro) return intro;
  }
  if (!oneOf(f.language, ['1', '2', '3', '4'])) return 'badRequest';
  if (!oneOf(f.agreement, ['1', '2', '3', '4'])) return 'badRequest';
  if (!oneOf(f.rate, ['1', '2', '3', '4'])) return 'badRequest';
  for (const flag of [f.if_pic_changed, f.if_music_changed, f.if_vsqx_changed])
    if (!oneOf(flag || '0', ['0', '1'])) return 'badRequest';
  // Beyond the spec (DESIGN §8 "Versions"), so after every spec rule.
  return firstIssue(versionNoteSchema, f.version_note ?? '');
}

/** A checked submission, in the column names of the project. */
export interface ProjectSubmission {
  vsqx_uid: string;
  music_type: MusicType;
  /** Repost author; originals are credited to the uploader by the server (spec §4). */
  p_name: string;
  p_desc: string;
  music_name: string;
  b_av: string;
  b_type: BType;
  agreement: Agreement;
  music_language: MusicLanguage;
  tags: string[];
  music_level: MusicLevel;
  lyric: string;
  music_desc: string;
  synthesizer_type: SynthesizerType;
  synthesizer_name: string;
  file_extension: string;
  if_pic_changed: boolean;
  if_music_changed: boolean;
  if_vsqx_changed: boolean;
  /** The new version's '版本说明' (empty when none). */
  version_note: string;
}

/** The whole form: parse, check in spec order, hand back typed column values. */
export const projectSubmitSchema = projectFormBodySchema
  .superRefine((f, c) => {
    const m = checkProjectForm(f);
    if (m) c.addIssue({ code: 'custom', message: m });
  })
  .transform((f): ProjectSubmission => ({
    vsqx_uid: f.vsqx_uid.trim(),
    music_type: Number(f.music_type) as MusicType,
    p_name: f.music_type === '2' ? f.p_name.trim() : '',
    p_desc: f.p_introduce.slice(0, LIMITS.authorIntroMax),
    music_name: f.p_title.trim(),
    b_av: f.b_av.trim(),
    b_type: Number(f.b_type || '1') as BType,
    agreement: Number(f.agreement) as Agreement,
    music_language: f.language as MusicLanguage,
    tags: splitTags(f.selected_list),
    music_level: Number(f.rate) as MusicLevel,
    lyric: f.lyric_content,
    music_desc: f.vsqx_content.trim(),
    synthesizer_type: Number(f.synthesizer_type) as SynthesizerType,
    synthesizer_name: f.synthesizer_type === '2' ? f.synthesizer_name.trim() : '',
    file_extension: f.file_extension.trim().toLowerCase(),
    if_pic_changed: f.if_pic_changed === '1',
    if_music_changed: f.if_music_changed === '1',
    if_vsqx_changed: f.if_vsqx_changed === '1',
    version_note: (f.version_note ?? '').trim(),
  }));

/** `?page&page_size&sort` of the project list is the shared `listQuerySchema`; the id in paths: */
export const musicIdParams = z.object({ music_id: dbIdSchema });

/** Multipart text fields of the uploads (DESIGN §5). */
export const uploadFieldsSchema = z.object({
  vsqx_uid: z.string({ error: 'notFound' }).trim().min(1, 'notFound').max(64, 'notFound'),
  page_url: z.string().max(2000).optional(),
});

const int = z.number().int();

/** One card of `GET /api/user/select_vsqx_project_list`. */
export const myProjectItemSchema = projectCardBaseSchema.extend({
  upload_finish: int,
  ...cardCountsSchema.shape,
  score: z.number(),
  ...publicationStateSchema.shape,
});
export type MyProjectItem = z.infer<typeof myProjectItemSchema>;

/**
 * One item of `GET /api/user/select_all_project_list` (spec §2: MIDI projects listed with the others, one
 * total, one sort): a vsqx card or a MIDI row, told apart by `kind` (`v` | `m`, as `project_type` elsewhere).
 */
export const allProjectsItemSchema = z.discriminatedUnion('kind', [
  myProjectItemSchema.extend({ kind: z.literal('v') }),
  midiListRowSchema.extend({ kind: z.literal('m') }),
]);
export type AllProjectsItem = z.infer<typeof allProjectsItemSchema>;

/** `GET /api/user/select_p_vsqx_project/{music_id}`: every field the edit page shows (spec §3 "Project"). */
export const editableProjectSchema = myProjectItemSchema.extend({
  music_type: z.literal([1, 2]),
  p_name: z.string(),
  p_desc: z.string(),
  b_av: z.string(),
  b_type: z.literal([1, 2]),
  agreement: z.literal([1, 2, 3, 4]),
  music_language: z.enum(['1', '2', '3', '4']),
  tag: z.string(),
  music_level: z.literal([1, 2, 3, 4]),
  lyric: z.string(),
  music_desc: z.string(),
  synthesizer_type: z.literal([1, 2, 3, 4]),
  synthesizer_name: z.string(),
  music_exist: int,
  file_extension: z.string(),
  file_name: z.string(),
  file_size: int,
});
export type EditableProject = z.infer<typeof editableProjectSchema>;

/** What an upload answers in `data`: enough for the form's `file_extension` (and, for a project file, what it says). */
export interface StagedUploadInfo {
  role: 'project' | 'mp3' | 'cover';
  file_extension: string;
  original_name: string;
  size: number;
  /** Project files only: the metadata read from the file (tracks, singers, suggestions), or null. */
  meta?: ProjectMeta | null;
}
