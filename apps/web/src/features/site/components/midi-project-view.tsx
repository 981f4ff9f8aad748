import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardCounts, creatorPath } from '@vsqx/domain';
import {
  CommentsSection,
  DerivativesCard,
  LicenceApplyBox,
  MissingResult,
  VersionHistory,
} from '../../../components/lazy-sections';
import { ProjectMetaPanel } from '../../../components/project-meta-panel';
import { fileUrls } from '../../../lib/api';
import { ProjectCreditsCard } from '../../../components/credits/project-credits-card';
import { useMidiDetail } from '../api/use-detail';
import { AuthorCard } from './author-card';
import { ItemActions } from './item-actions';
import { ItemPageLayout } from './item-page-layout';
import { MidiFacts } from './midi-facts';
import { TextCard } from './text-card';

/** /project/mn{midi_id}: a MIDI project's public page (comments use scene 4). */
export function MidiProjectView({ id }: { id: number }) {
  const { t } = useTranslation('site');
  const q = useMidiDetail(id);
  if (q.isLoading)
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  if (!q.data) return <MissingResult subTitle={t('project.missing')} />;
  const m = q.data;
  return (
    <ItemPageLayout
      cover={fileUrls.cover(m.midi_uid, m.pic_version)}
      title={m.midi_name}
      kindLabel="MIDI"
      author={m}
      upTime={m.up_time}
      uploadFinish={m.upload_finish}
      counts={cardCounts(m)}
      actions={
        <ItemActions
          type="m"
          id={m.midi_id}
          uploadFinish={m.upload_finish}
          myZan={m.my_zan}
          myFav={false}
          convert={{
            uid: m.midi_uid,
            version: m.up_time,
            extension: 'mid',
            allowConvert: m.allow_convert === 1,
            agreement: m.agreement,
            title: m.midi_name,
          }}
        />
      }
      main={
        <>
          <MidiFacts m={m} />
          <ProjectCreditsCard
            projectType="m"
            projectId={m.midi_id}
            ownerUid={m.uid}
            credits={m.credits ?? []}
          />
          <TextCard title={t('project.description')} text={m.midi_desc} testId="project-desc" />
          <ProjectMetaPanel uid={m.midi_uid} version={m.up_time} />
          <VersionHistory kind="m" id={m.midi_id} title={m.midi_name} />
          <TextCard title={t('project.lyrics')} text={m.lyric} testId="project-lyrics" />
          <DerivativesCard projectType="m" projectId={m.midi_id} />
          {m.midi_type === '2' && <TextCard title={t('project.authorIntro')} text={m.p_desc} />}
          <CommentsSection scene={4} projectId={m.midi_id} ownerUid={m.uid} />
        </>
      }
      side={
        <>
          <AuthorCard author={m} editPath={creatorPath.midiEdit(m.midi_id)} />
          <LicenceApplyBox projectType="m" projectId={m.midi_id} authorUid={m.uid} />
        </>
      }
    />
  );
}
