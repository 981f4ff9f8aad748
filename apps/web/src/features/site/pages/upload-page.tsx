import { Button, Card, Flex, Result, Segmented, Spin, Typography } from 'antd';
import { FileTextOutlined, CustomerServiceOutlined, SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SITE_PATHS } from '@vsqx/domain';
import { usePageTitle } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { usePhone } from '../../../lib/use-phone';
import { ArticleForm } from '../../articles/components/article-form';
import { MidiForm } from '../../midi/components/midi-form';
import { useUserInfo } from '../../profile/api/user-info';
import { ProjectForm } from '../../projects/components/project-form';

const UPLOAD_KINDS = ['vsqx', 'midi', 'article'] as const;
type UploadKind = (typeof UPLOAD_KINDS)[number];

const ICONS: Record<UploadKind, React.ReactNode> = {
  vsqx: <SoundOutlined />,
  midi: <CustomerServiceOutlined />,
  article: <FileTextOutlined />,
};

/** The MIDI form with the profile's defaults (the vsqx form loads its own). */
function MidiCreate() {
  const info = useUserInfo();
  if (info.isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <MidiForm
      mode="create"
      profileIntro={info.data?.p_desc ?? null}
      defaultAgreement={info.data?.agreement}
    />
  );
}

/**
 * /upload (投稿): choose a vsqx project, a MIDI project or an article (?type=), then the same form as the
 * matching edit page; each form creates through its creation endpoint and opens the new item.
 */
export default function UploadPage() {
  const { t } = useTranslation('site');
  const session = useSession();
  usePageTitle(t('upload.title'));
  const phone = usePhone();
  const [params, setParams] = useSearchParams();
  const kind = (UPLOAD_KINDS as readonly string[]).includes(params.get('type') ?? '')
    ? (params.get('type') as UploadKind)
    : 'vsqx';
  if (!session) {
    return (
      <Result
        status="403"
        title={t('upload.loginFirst')}
        extra={
          <Button type="primary" href={SITE_PATHS.login(SITE_PATHS.upload())} data-testid="upload-login">
            {t('upload.login')}
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={12} align="center">
          <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
            {t('upload.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('upload.subtitle')}</Typography.Text>
          <Segmented
            size="large"
            block={phone}
            style={{ maxWidth: '100%' }}
            value={kind}
            onChange={(v) => setParams({ type: String(v) }, { replace: true })}
            data-testid="upload-kind"
            options={UPLOAD_KINDS.map((k) => ({
              value: k,
              label: (
                <Flex
                  vertical
                  align="center"
                  style={{ padding: phone ? '8px 0' : '8px 16px' }}
                  data-testid={`upload-kind-${k}`}
                >
                  <span style={{ fontSize: 22 }}>{ICONS[k]}</span>
                  <span>{t(`upload.kinds.${k}`)}</span>
                </Flex>
              ),
            }))}
          />
          <Typography.Text type="secondary">{t(`upload.kindDesc.${kind}`)}</Typography.Text>
        </Flex>
      </Card>
      <Card data-testid={`upload-${kind}`}>
        {kind === 'vsqx' && <ProjectForm key="vsqx" mode="create" />}
        {kind === 'midi' && <MidiCreate key="midi" />}
        {kind === 'article' && <ArticleForm key="article" mode="create" />}
      </Card>
    </Flex>
  );
}
