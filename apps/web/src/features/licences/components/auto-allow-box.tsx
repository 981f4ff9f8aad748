import { Card, Flex, Switch, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS, type LicenceProjectType, creatorPath } from '@vsqx/domain';
import { useAutoAllow, useSetAutoAllow } from '../api/use-licence-extras';

/** The owner's licence box on their own project: the auto-allow rule (DESIGN §8) and a link to the requests. */
export function AutoAllowBox({
  projectType,
  projectId,
}: {
  projectType: LicenceProjectType;
  projectId: number;
}) {
  const { t } = useTranslation('licences');
  const rule = useAutoAllow(projectType, projectId, true);
  const set = useSetAutoAllow(projectType, projectId);
  return (
    <Card
      size="small"
      title={
        <span>
          <SafetyCertificateOutlined /> {t('box.title')}
        </span>
      }
      data-testid="licence-owner-box"
      extra={
        <Typography.Link href={SITE_PATHS.creator(creatorPath.receivedRequests())}>
          {t('received.title')}
        </Typography.Link>
      }
    >
      <Flex gap={8} align="center">
        <Switch
          id="auto-allow-switch"
          checked={rule.data === 'noncommercial'}
          loading={rule.isLoading || set.isPending}
          onChange={(on) => set.mutate(on ? 'noncommercial' : 'none')}
          data-testid="auto-allow"
          aria-label={t('v2.autoAllow')}
        />
        <label htmlFor="auto-allow-switch">{t('v2.autoAllow')}</label>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {t('v2.autoAllowHint')}
      </Typography.Paragraph>
    </Card>
  );
}
