import { Alert, Button, Card, Descriptions, Flex, Result, Skeleton, Tag, Typography } from 'antd';
import { CopyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SITE_PATHS, USE_TYPE_OPTIONS, formatDateTime, labelOf, msg } from '@vsqx/domain';
import { PageHeading } from '../../../components/page-heading';
import { toast } from '../../../lib/feedback';
import { useLang } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { copyText } from '../../../lib/copy-text';
import { useCertificate } from '../api/use-licence-extras';
import { CertificateQr } from '../components/certificate-qr';
import { certificateText, certificateUrl } from '../lib/certificate-text';

/** /licence/{code}: the public certificate of an allowed licence request (no login), valid or revoked. */
export default function CertificatePage() {
  const { t } = useTranslation('licences');
  const lang = useLang();
  const code = useParams().code ?? '';
  const q = useCertificate(code);
  usePageTitle(t('v2.cert.title'));
  if (q.isLoading)
    return (
      <Card>
        <Skeleton active />
      </Card>
    );
  const c = q.data;
  if (!c)
    return (
      <Result
        status="404"
        title={<PageHeading>{t('v2.cert.title')}</PageHeading>}
        subTitle={t('v2.cert.missing')}
        data-testid="certificate-missing"
      />
    );
  const revoked = c.status === 'revoked';
  const copy = async () =>
    (await copyText(certificateText(c, lang)))
      ? toast.success(msg('copyOk', lang))
      : toast.error(msg('copyFailed', lang));
  return (
    <Card
      style={{ maxWidth: 760, margin: '0 auto', width: '100%' }}
      data-testid="certificate"
      data-status={c.status}
    >
      <Flex vertical gap={16}>
        <PageHeading style={{ fontSize: 22, fontWeight: 600 }}>
          <SafetyCertificateOutlined /> {t('v2.cert.title')}
        </PageHeading>
        {revoked ? (
          <Alert
            type="error"
            showIcon
            data-testid="certificate-status"
            title={t('v2.cert.revoked', { time: formatDateTime(c.revoked_at ?? 0) })}
            description={c.revoke_reason ? `${t('v2.revokeReason')}${c.revoke_reason}` : undefined}
          />
        ) : (
          <Alert type="success" showIcon data-testid="certificate-status" title={t('v2.cert.valid')} />
        )}
        <Flex gap={24} wrap align="flex-start">
          <Descriptions
            column={1}
            size="small"
            style={{ flex: '1 1 260px', minWidth: 0 }}
            items={[
              {
                key: 'project',
                label: t('v2.cert.project'),
                children: (
                  <Typography.Link
                    href={
                      c.project_type === 'm'
                        ? SITE_PATHS.midiProject(c.project_id)
                        : SITE_PATHS.project(c.project_id)
                    }
                    data-testid="certificate-project"
                  >
                    {c.music_name}
                  </Typography.Link>
                ),
              },
              {
                key: 'owner',
                label: t('v2.cert.owner'),
                children: <span data-testid="certificate-owner">{c.owner_name}</span>,
              },
              {
                key: 'licensee',
                label: t('v2.cert.licensee'),
                children: <span data-testid="certificate-licensee">{c.licensee_name}</span>,
              },
              {
                key: 'use',
                label: t('v2.useType'),
                children: c.use_type ? (
                  <Tag color="blue">{labelOf(USE_TYPE_OPTIONS, c.use_type, lang)}</Tag>
                ) : (
                  '—'
                ),
              },
              { key: 'granted', label: t('v2.cert.granted'), children: formatDateTime(c.granted_at) },
              {
                key: 'code',
                label: t('v2.cert.code'),
                children: (
                  <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
                    {c.code}
                  </Typography.Text>
                ),
              },
            ]}
          />
          <Flex vertical gap={8} align="center" style={{ flex: 'none', margin: '0 auto' }}>
            <CertificateQr
              text={certificateUrl(c.code)}
              alt={t('v2.cert.qrAlt', { url: certificateUrl(c.code) })}
            />
          </Flex>
        </Flex>
        <div>
          <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="certificate-copy">
            {t('v2.cert.copy')}
          </Button>
        </div>
      </Flex>
    </Card>
  );
}
