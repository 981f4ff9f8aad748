import { useEffect, useState } from 'react';
import { Card, Divider, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg, type MidiProject, creatorPath } from '@vsqx/domain';
import { AllowConvertSwitch } from '../../../components/allow-convert-switch';
import { CreditsEditor } from '../../../components/credits/credits-editor';
import { alertDialog } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { takeEditingProject } from '../../../lib/session';
import { midiKeys } from '../api/keys';
import { fetchMidiProject, MidiPermissionError } from '../api/load-project';
import { fetchProfileIntro, ProfileIntroError } from '../api/profile-intro';
import { MidiForm } from '../components/midi-form';
import { VersionHistory } from '../../../components/lazy-sections';

const BACK = creatorPath.projects();

/** A project handed over from the list is used only when it carries every field of the edit page (its visibility too: a form defaulting to public would publish a private item). */
function handedProject(midiId: number): MidiProject | null {
  const p = takeEditingProject<Partial<MidiProject>>();
  return p &&
    p.midi_id === midiId &&
    typeof p.midi_desc === 'string' &&
    typeof p.lyric === 'string' &&
    typeof p.visibility === 'string'
    ? (p as MidiProject)
    : null;
}

/** /content_midi_update?mn={midi_id} (title 编辑稿件): the owner edits a MIDI project. */
export default function MidiEditPage() {
  const { t } = useTranslation('midi');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = Number(params.get('mn'));
  const midiId = Number.isInteger(raw) && raw > 0 ? raw : 0;
  // (A development StrictMode double call may find it taken already; the page then simply loads it.)
  const [handed] = useState(() => handedProject(midiId));
  const project = useQuery({
    queryKey: midiKeys.project(midiId),
    queryFn: () => fetchMidiProject(midiId),
    enabled: !handed && midiId > 0,
    retry: false,
    staleTime: 0,
  });
  const profile = useQuery({
    queryKey: midiKeys.profileIntro,
    queryFn: fetchProfileIntro,
    retry: false,
    staleTime: 0,
  });

  // Spec §6 / §8: not the owner → '权限错误QAQ'; any other load failure → its message; then back to the list.
  useEffect(() => {
    if (midiId <= 0) {
      navigate(BACK, { replace: true });
      return;
    }
    if (!project.error) return;
    const text =
      project.error instanceof MidiPermissionError
        ? msg('permissionError', currentLang())
        : project.error.message || msg('notFound', currentLang());
    void alertDialog(text, 'error').then(() => navigate(BACK, { replace: true }));
  }, [midiId, project.error, navigate]);

  // Spec §8: the MIDI page's own profile failure messages; the form still works without the prefill.
  useEffect(() => {
    if (profile.error)
      void alertDialog(
        t(
          profile.error instanceof ProfileIntroError && profile.error.kind === 'notObject'
            ? 'profileFailed.notObject'
            : 'profileFailed.exception',
        ),
        'error',
      );
  }, [profile.error, t]);

  const current = handed ?? project.data;
  return (
    <Card title={t('title')} data-testid="midi-edit-page">
      {current ? (
        <>
          <MidiForm
            key={current.midi_id}
            mode="edit"
            project={current}
            profileIntro={profile.data?.p_desc ?? null}
          />
          <Divider />
          <AllowConvertSwitch kind="m" id={current.midi_id} />
          <Divider />
          <CreditsEditor projectType="m" projectId={current.midi_id} />
          <Divider />
          <VersionHistory kind="m" id={current.midi_id} title={current.midi_name} owner />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
    </Card>
  );
}
