import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Row, Spin } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { msg, SITE_PATHS, type MidiFileInfo, type MidiProject } from '@vsqx/domain';
import { applyToMidiForm, ProjectMetaHint } from '../../../components/project-meta-hint';
import { answerDialog, toast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { DraftNotice, useFormDraft } from '../../../lib/form-draft';
import { VersionNoteField } from '../../../components/versions/version-note-field';
import { refreshVersionsSoon } from '../../../components/versions/use-versions';
import { midiKeys } from '../api/keys';
import { newMidiUid, submitNewMidi } from '../api/save';
import { useMidiSave } from '../hooks/use-midi-save';
import { MidiCoverField } from './midi-cover-field';
import { MidiFileBlock } from './midi-file-block';
import { MidiHeadFields, MidiTextFields, type MidiFieldValues } from './midi-fields';
import { MidiTagsField } from './midi-tags-field';
import { PublicationFields } from '../../../components/visibility/publication-fields';
import { UploadPresetPicker } from '../../../components/presets/upload-preset-picker';
import { midiValuesOfPreset, presetFieldsOfMidi } from './midi-preset-values';
import { midiBody, midiInitialValues, midiProblem } from './midi-form-values';

interface Props {
  mode: 'create' | 'edit';
  /** The project being edited (edit mode). */
  project?: MidiProject;
  /** The user's own producer intro from the profile (null while loading or when it failed). */
  profileIntro?: string | null;
  /** Default licence for a new project (the profile's). */
  defaultAgreement?: number;
  /** After creating: defaults to the new project's public page. */
  onCreated?(midiId: number): void;
}

/**
 * Save answer dialogs: spec §8 titles every alert 抱歉, 错误 or 提示 (common:dialog); the warning
 * (error_uploading, 刚才上传的文件正在更新…) is a notice, not a failure of the user's.
 */
const SAVE_TITLES = { success: 'notice', warning: 'notice', error: 'sorry' } as const;

/**
 * The MIDI form of the creator centre's edit page and the site's upload page: cover, MIDI file, fields,
 * tags, and a submit that runs the spec §5 checks in order before the server runs them again.
 */
export function MidiForm({ mode, project, profileIntro, defaultAgreement, onCreated }: Props) {
  const { t } = useTranslation('midi');
  const lang = useLang();
  const qc = useQueryClient();
  const [form] = Form.useForm<MidiFieldValues>();
  const [midiUid, setMidiUid] = useState(project?.midi_uid ?? '');
  const [slotError, setSlotError] = useState(false);
  const [midiDone, setMidiDone] = useState(mode === 'edit');
  const [midiChanged, setMidiChanged] = useState(false);
  const [midiInfo, setMidiInfo] = useState<MidiFileInfo | null>(null);
  const [picChanged, setPicChanged] = useState(false);
  const unsaved = useUnsavedChanges();
  const leftOriginal = useRef(false);
  const save = useMidiSave();
  // A failed create was alerted by the api client.
  const create = useMutation({
    mutationFn: submitNewMidi,
    onSuccess: async (id) => {
      unsaved.clear();
      draft.clear();
      await qc.invalidateQueries({ queryKey: midiKeys.all });
      if (onCreated) onCreated(id);
      else window.location.assign(SITE_PATHS.midiProject(id));
    },
  });
  // Draft protection (issue 21): per project, a new one per user; keyed once the form is mounted (its slot arrived).
  const draft = useFormDraft(
    form,
    midiUid ? (project ? `midi:${project.midi_id}` : `midi:new:${getSession()?.uid ?? 0}`) : null,
  );
  const onEdited = () => {
    unsaved.markDirty();
    draft.save();
  };

  // Creating: a slot uid comes first, so uploads have somewhere to land (DESIGN §5).
  useEffect(() => {
    if (mode !== 'create' || midiUid) return;
    newMidiUid().then(setMidiUid, () => setSlotError(true));
  }, [mode, midiUid]);

  // A new project takes the profile's licence once it is known, unless the user chose one already.
  useEffect(() => {
    if (mode === 'create' && defaultAgreement && !form.isFieldTouched('agreement') && !draft.restored)
      form.setFieldValue('agreement', defaultAgreement);
  }, [mode, defaultAgreement, form, draft.restored]);

  // The profile arrives in parallel: an original work's empty intro takes the user's own.
  useEffect(() => {
    if (profileIntro && form.getFieldValue('midi_type') === '1' && !form.getFieldValue('p_introduce'))
      form.setFieldValue('p_introduce', profileIntro);
  }, [profileIntro, form]);

  /** Spec §4: to repost clears name and intro the first time; back to original restores them. */
  function onTypeChange(type: '1' | '2') {
    if (type === '2' && !leftOriginal.current) {
      leftOriginal.current = true;
      form.setFieldsValue({ p_name: '', p_introduce: '' });
    } else if (type === '1') {
      form.setFieldsValue({
        p_name: project?.midi_type === '1' ? project.p_name : (getSession()?.username ?? ''),
        p_introduce: profileIntro ?? '',
      });
    }
  }

  async function onSubmit() {
    const values = {
      ...midiInitialValues(project, profileIntro, defaultAgreement),
      ...form.getFieldsValue(true),
    } as MidiFieldValues;
    const problem = midiProblem(values, midiDone);
    if (problem) {
      toast.error(msg(problem, lang), 3);
      return;
    }
    const wire = midiBody(
      values,
      { picChanged, midiChanged, picExist: !!project?.pic_exist },
      midiUid,
      getSession()?.username ?? '',
    );
    if (mode === 'edit') {
      const outcome = await save.run(wire);
      if (outcome.saved) {
        unsaved.clear();
        draft.clear();
        form.setFieldValue('version_note', '');
        if (midiChanged && project) refreshVersionsSoon(qc, 'm', project.midi_id);
        setMidiChanged(false);
        setPicChanged(false);
        await qc.invalidateQueries({ queryKey: midiKeys.all });
      }
      // Through lib/feedback, which waits for the lazily loaded host: antd's `App.useApp().modal` read at the
      // click was a silent stub when the host mounted only while the save was on its way.
      answerDialog(
        outcome.kind,
        t(`common:dialog.${SAVE_TITLES[outcome.kind]}`),
        outcome.text ?? msg(outcome.key!, lang),
      );
      return;
    }
    create.mutate(wire);
  }

  if (slotError) return <Alert type="error" showIcon title={msg('uploadFailed', lang)} />;
  if (!midiUid) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const busy = save.saving || create.isPending;
  return (
    <Form<MidiFieldValues>
      form={form}
      layout="vertical"
      initialValues={midiInitialValues(project, profileIntro, defaultAgreement)}
      requiredMark={false}
      data-testid="midi-form"
      onFinish={() => void onSubmit()}
      onValuesChange={onEdited}
    >
      <DraftNotice draft={draft} />
      {/* Upload presets (DESIGN §8), as on the project form: licence, language, tags and the intro as the description. */}
      <UploadPresetPicker
        current={() => presetFieldsOfMidi(form.getFieldsValue(true) as MidiFieldValues)}
        onApply={(fields) => {
          const { values, droppedTags } = midiValuesOfPreset(fields);
          form.setFieldsValue(values);
          onEdited();
          if (droppedTags.length)
            toast.warning(t('visibility:presets.tagsDropped', { tags: droppedTags.join('、') }), 5);
        }}
      />
      <Row gutter={24}>
        <Col xs={24} xl={10}>
          <Card size="small" title={t('sections.files')} style={{ marginBottom: 16 }}>
            <Form.Item label={t('cover.label')}>
              <MidiCoverField
                midiUid={midiUid}
                picVersion={project?.pic_version}
                onChanged={() => {
                  onEdited();
                  setPicChanged(true);
                }}
              />
            </Form.Item>
            <Form.Item label={t('file.label')} style={{ marginBottom: 0 }}>
              <MidiFileBlock
                midiUid={midiUid}
                initialDone={mode === 'edit'}
                info={midiInfo}
                stored={project}
                onUploaded={(info) => {
                  unsaved.markDirty();
                  setMidiInfo(info);
                  setMidiDone(true);
                  setMidiChanged(true);
                  form.setFieldValue('trick_num', info.trick_num);
                }}
                onCleared={() => {
                  setMidiInfo(null);
                  setMidiDone(false);
                  setMidiChanged(false);
                }}
              />
            </Form.Item>
            <ProjectMetaHint
              meta={midiInfo?.meta}
              kind="midi"
              uid={midiUid}
              onApply={(sug) => applyToMidiForm(form, sug)}
            />
            {mode === 'edit' && <VersionNoteField midi />}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card size="small" title={t('sections.details')}>
            <MidiHeadFields onTypeChange={onTypeChange} />
            {/* The tags are a form value, so a draft keeps them and 丢弃 resets them with the rest. */}
            <Form.Item label={t('fields.tags')} name="tags">
              <MidiTagsField />
            </Form.Item>
            <MidiTextFields />
            <PublicationFields />
          </Card>
        </Col>
      </Row>
      <Flex justify="center" style={{ marginTop: 24 }}>
        <Button
          type="primary"
          size="large"
          htmlType="submit"
          loading={busy}
          disabled={busy}
          style={{ minWidth: 200 }}
          data-testid="midi-submit"
        >
          {mode === 'edit'
            ? busy
              ? t('submit.saving')
              : t('submit.save')
            : busy
              ? t('submit.creating')
              : t('submit.create')}
        </Button>
      </Flex>
    </Form>
  );
}
