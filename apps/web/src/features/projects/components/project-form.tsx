import { useEffect, useRef, useState } from 'react';
import { Button, Divider, Form, Skeleton } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ALL_SINGER_TAGS,
  msg,
  SITE_PATHS,
  type EditableProject,
  type MusicLanguage,
  type MusicType,
  type ProjectFormBody,
  creatorPath,
} from '@vsqx/domain';
import { alertDialog, toast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { DraftNotice, useFormDraft } from '../../../lib/form-draft';
import { useProfileDefaults } from '../api/use-profile-defaults';
import { projectKeys } from '../api/keys';
import { newProjectSlot, submitNew, submitUpdate } from '../api/submit-project';
import { AuthorFields } from './author-fields';
import { FileFields } from './file-fields';
import {
  firstProblem,
  toBody,
  valuesForNew,
  valuesFromProject,
  type ProjectFormValues,
  type UploadFlags,
} from './form-values';
import { LevelLicenceFields } from './level-licence-fields';
import { TagsFields } from './tags-fields';
import { TextFields } from './text-fields';
import { TitleFields } from './title-fields';
import { VersionNoteField } from '../../../components/versions/version-note-field';
import { PublicationFields } from '../../../components/visibility/publication-fields';
import { UploadPresetPicker } from '../../../components/presets/upload-preset-picker';
import { formValuesOfPreset, presetFieldsOf } from './preset-values';

export type ProjectFormProps =
  { mode: 'create' } | { mode: 'edit'; project: EditableProject; onSaved?(): void };

/**
 * The project form of spec §2/§4/§5, for editing (/content_update) and for the site's upload page
 * (`<ProjectForm mode="create" />`: takes a slot, prefills the profile defaults, opens the new project).
 */
export function ProjectForm(props: ProjectFormProps) {
  const editing = props.mode === 'edit' ? props.project : null;
  const session = useSession()!;
  const profile = useProfileDefaults();
  const [slot, setSlot] = useState<string | null>(editing?.vsqx_uid ?? null);

  useEffect(() => {
    if (props.mode === 'create' && !slot) void newProjectSlot().then(setSlot, () => undefined);
  }, [props.mode, slot]);

  // A new project waits for its slot and the profile defaults (prefill), failure included.
  if (!slot || (!editing && profile.isLoading)) return <Skeleton active paragraph={{ rows: 8 }} />;
  const initial = editing ? valuesFromProject(editing) : valuesForNew(session.username, profile.data);
  return <FormBody {...props} slot={slot} initial={initial} profileIntro={profile.data?.p_desc ?? ''} />;
}

/** What a save answered: the new project's id, or the update's message. */
type Saved = { created: number } | { created: null; message: string };

function FormBody(
  props: ProjectFormProps & { slot: string; initial: ProjectFormValues; profileIntro: string },
) {
  const { slot, initial, profileIntro } = props;
  const editing = props.mode === 'edit' ? props.project : null;
  const { t } = useTranslation('projects');
  const lang = useLang();
  const session = useSession()!;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [form] = Form.useForm<ProjectFormValues>();
  const unsaved = useUnsavedChanges();
  // Per project (a new one per user: its slot changes with each visit).
  const draft = useFormDraft(form, editing ? `project:${editing.music_id}` : `project:new:${session.uid}`);
  const [flags, setFlags] = useState<UploadFlags>({
    if_pic_changed: false,
    if_music_changed: false,
    if_vsqx_changed: false,
    pic_exist: editing?.pic_exist ?? 0,
    music_exist: editing?.music_exist ?? 0,
  });
  // Spec §4: the first switch to repost clears author and intro; later switches restore what was typed.
  const repost = useRef<{ p_name: string; p_introduce: string } | null>(
    initial.music_type === 2 ? { p_name: initial.p_name, p_introduce: initial.p_introduce } : null,
  );

  const onTypeChange = (next: MusicType) => {
    if (next === 2) {
      form.setFieldsValue(repost.current ?? { p_name: '', p_introduce: '' });
    } else {
      repost.current = {
        p_name: form.getFieldValue('p_name') ?? '',
        p_introduce: form.getFieldValue('p_introduce') ?? '',
      };
      form.setFieldsValue({ p_name: session.username, p_introduce: profileIntro });
    }
  };

  const onLanguageChange = (_next: MusicLanguage) => {
    const tags = (form.getFieldValue('selected_list') as string[]) ?? [];
    form.setFieldValue(
      'selected_list',
      tags.filter((tag) => !ALL_SINGER_TAGS.includes(tag)),
    );
  };

  // Pending until the new project opens, or until the update's notice is closed and the list is shown. A refusal
  // was alerted by the api client with the server's message; the button is enabled again.
  const onSaved = props.mode === 'edit' ? props.onSaved : undefined;
  const save = useMutation({
    mutationFn: async (body: ProjectFormBody): Promise<Saved> =>
      props.mode === 'create'
        ? { created: await submitNew(body) }
        : { created: null, message: (await submitUpdate(body)).message },
    onSuccess: async (saved) => {
      unsaved.clear();
      draft.clear();
      if (saved.created !== null) {
        window.location.assign(SITE_PATHS.project(saved.created));
        return;
      }
      await qc.invalidateQueries({ queryKey: projectKeys.all });
      await alertDialog(saved.message, 'notice');
      onSaved?.();
      navigate(creatorPath.projects());
    },
  });
  const saving = save.isPending;

  const submit = async () => {
    const body = toBody(form.getFieldsValue(true) as ProjectFormValues, flags, slot, session.username);
    const problem = firstProblem(body);
    if (problem) {
      toast.error(msg(problem, lang), 3);
      await form.validateFields().catch(() => undefined);
      return;
    }
    save.mutate(body);
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      requiredMark
      style={{ maxWidth: 860 }}
      data-testid="project-form"
      onFinish={() => void submit()}
      onValuesChange={() => {
        unsaved.markDirty();
        draft.save();
      }}
    >
      <DraftNotice draft={draft} />
      <UploadPresetPicker
        current={() => presetFieldsOf(form.getFieldsValue(true) as ProjectFormValues)}
        onApply={(fields) => {
          form.setFieldsValue(formValuesOfPreset(fields));
          unsaved.markDirty();
          draft.save();
        }}
      />
      <FileFields
        vsqxUid={slot}
        flags={flags}
        picVersion={editing?.pic_version ?? 0}
        hasProjectFile={!!editing}
        onFlags={(patch) => {
          unsaved.markDirty();
          setFlags((f) => ({ ...f, ...patch }));
        }}
      />
      {editing && <VersionNoteField />}
      <Divider />
      <AuthorFields onTypeChange={onTypeChange} />
      <TitleFields />
      <TagsFields onLanguageChange={onLanguageChange} />
      <LevelLicenceFields />
      <TextFields />
      <PublicationFields />
      <Button
        type="primary"
        size="large"
        icon={<CloudUploadOutlined />}
        disabled={saving}
        onClick={() => void submit()}
        data-testid="project-submit"
      >
        {props.mode === 'create'
          ? saving
            ? t('form.creating')
            : t('form.create')
          : saving
            ? t('form.updating')
            : t('form.update')}
      </Button>
    </Form>
  );
}
