import { Card, Skeleton, Typography } from 'antd';
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
import { useProjectDetail } from '../api/use-detail';
import { AuthorCard } from './author-card';
import { ItemActions } from './item-actions';
import { ItemPageLayout } from './item-page-layout';
import { ProjectFacts } from './project-facts';
import { TextCard } from './text-card';

/** /project/vn{music_id}: a vsqx project's public page. */
export function VsqxProjectView({ id }: { id: number }) {
  const { t } = useTranslation('site');
  const q = useProjectDetail(id);
  if (q.isLoading)
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 6 }} />
      </Card>
    );
  if (!q.data) return <MissingResult subTitle={t('project.missing')} />;
  const p = q.data;
  return (
    <ItemPageLayout
      cover={fileUrls.cover(p.vsqx_uid, p.pic_version)}
      title={p.music_name}
      kindLabel={p.file_extension ? p.file_extension.toUpperCase() : 'VSQX'}
      author={p}
      upTime={p.up_time}
      uploadFinish={p.upload_finish}
      counts={cardCounts(p)}
      actions={
        <ItemActions
          type="v"
          id={p.music_id}
          uploadFinish={p.upload_finish}
          myZan={p.my_zan}
          myFav={p.my_fav}
          convert={{
            uid: p.vsqx_uid,
            version: p.updated_at,
            extension: p.file_extension,
            allowConvert: p.allow_convert === 1,
            agreement: p.agreement,
            title: p.music_name,
          }}
        />
      }
      player={
        p.music_exist === 1 && (
          <div>
            <Typography.Text type="secondary">{t('project.preview')}</Typography.Text>
            <audio
              controls
              preload="metadata"
              src={`/files/mp3/${p.vsqx_uid}.mp3?v=${p.updated_at}`}
              style={{ width: '100%', maxWidth: 480, display: 'block', marginTop: 4 }}
              data-testid="mp3-player"
            />
          </div>
        )
      }
      main={
        <>
          <ProjectFacts p={p} />
          <ProjectCreditsCard
            projectType="v"
            projectId={p.music_id}
            ownerUid={p.uid}
            credits={p.credits ?? []}
          />
          <TextCard title={t('project.description')} text={p.music_desc} testId="project-desc" />
          <ProjectMetaPanel uid={p.vsqx_uid} version={p.updated_at} />
          <VersionHistory id={p.music_id} title={p.music_name} />
          <TextCard title={t('project.lyrics')} text={p.lyric} testId="project-lyrics" />
          <DerivativesCard projectType="v" projectId={p.music_id} />
          {p.music_type === 2 && <TextCard title={t('project.authorIntro')} text={p.p_desc} />}
          <CommentsSection scene={1} projectId={p.music_id} ownerUid={p.uid} />
        </>
      }
      side={
        <>
          <AuthorCard author={p} editPath={creatorPath.projectEdit(p.music_id)} />
          <LicenceApplyBox projectType="v" projectId={p.music_id} authorUid={p.uid} />
        </>
      }
    />
  );
}
