import { Avatar, Card, Flex, Space, Statistic, Typography } from 'antd';
import { GlobalOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GENDERS, labelOf, type SpaceProfile } from '@vsqx/domain';
import { fileUrls } from '../../../lib/api';
import { ExternalLink } from '../../../components/external-link';
import { useLang } from '../../../lib/i18n';

/** A user's public profile: avatar, nickname, intro, website and their counts. */
export function SpaceProfileCard({ s }: { s: SpaceProfile }) {
  const { t } = useTranslation('site');
  const lang = useLang();
  return (
    <Card data-testid="space-profile">
      <Flex gap={24} align="center" wrap>
        <Avatar
          size={96}
          alt=""
          src={s.avatar_exist ? fileUrls.avatar(s.uid, s.avatar_version || s.avatar_exist) : undefined}
          icon={<UserOutlined />}
        />
        <Flex vertical gap={6} style={{ flex: 1, minWidth: 240 }}>
          <Space align="baseline">
            <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="space-name">
              {s.username}
            </Typography.Title>
            {s.gender !== 0 && (
              <Typography.Text type="secondary">{labelOf(GENDERS, s.gender, lang)}</Typography.Text>
            )}
          </Space>
          <Typography.Paragraph
            type={s.p_desc ? undefined : 'secondary'}
            style={{ margin: 0, whiteSpace: 'pre-wrap' }}
            data-testid="space-intro"
          >
            {s.p_desc || t('space.noIntro')}
          </Typography.Paragraph>
          {s.p_website && (
            <ExternalLink url={s.p_website} data-testid="space-website">
              <GlobalOutlined /> {s.p_website}
            </ExternalLink>
          )}
        </Flex>
        <Space size={32}>
          <Statistic title={t('space.tabs.projects')} value={s.project_num} />
          <Statistic title={t('space.tabs.midi')} value={s.midi_num} />
          <Statistic title={t('space.tabs.articles')} value={s.article_num} />
        </Space>
      </Flex>
    </Card>
  );
}
