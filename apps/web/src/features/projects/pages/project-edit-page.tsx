import { useEffect } from 'react';
import { Button, Card, Divider, Skeleton, Space } from 'antd';
import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { msg, SITE_PATHS, creatorPath } from '@vsqx/domain';
import { alertDialog } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { AllowConvertSwitch } from '../../../components/allow-convert-switch';
import { useProject } from '../api/use-project';
import { ProjectForm } from '../components/project-form';
import { VersionHistory } from '../../../components/versions/version-history';
import { CreditsEditor } from '../../../components/credits/credits-editor';

/** `?vn=` as a positive id, or null. */
function parseVn(raw: string | null): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /content_update?vn={id} (编辑稿件): loads one of my projects into the form; if that fails the alert is
 * shown (by the api client, or here for a bad id) and the user goes back to list page 1 (spec §8).
 */
export default function ProjectEditPage() {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = parseVn(params.get('vn'));
  const project = useProject(id);

  useEffect(() => {
    if (id === null)
      void alertDialog(msg('notFound', currentLang()), 'sorry').then(() =>
        navigate(creatorPath.projects(), { replace: true }),
      );
  }, [id, navigate]);
  useEffect(() => {
    if (project.isError) navigate(creatorPath.projects(), { replace: true });
  }, [project.isError, navigate]);

  return (
    <Card
      title={t('form.pageTitle')}
      data-testid="project-edit-page"
      extra={
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(creatorPath.projects())}>
            {t('form.backToList')}
          </Button>
          {id !== null && (
            <Button icon={<ExportOutlined />} href={SITE_PATHS.project(id)} target="_blank">
              {t('form.viewPage')}
            </Button>
          )}
        </Space>
      }
    >
      {project.data ? (
        <ProjectForm mode="edit" project={project.data} key={project.data.music_id} />
      ) : (
        <Skeleton active paragraph={{ rows: 10 }} />
      )}
      {project.data && (
        <>
          <Divider />
          <AllowConvertSwitch kind="v" id={project.data.music_id} />
          <Divider />
          <CreditsEditor projectType="v" projectId={project.data.music_id} />
          <Divider />
          <VersionHistory id={project.data.music_id} title={project.data.music_name} owner />
        </>
      )}
    </Card>
  );
}
