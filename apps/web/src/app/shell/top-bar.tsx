import { Button, Flex, Layout, Space, theme } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS } from '@vsqx/domain';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';

/** The fixed top bar of spec §2 "Shell": main site, creator centre, personal space (new window), upload. */
export function TopBar() {
  const { t } = useTranslation();
  const session = useSession();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{ position: 'fixed', top: 0, insetInline: 0, zIndex: 100, height: 56, lineHeight: '56px', paddingInline: 24, background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Flex justify="space-between" align="center" style={{ height: '100%' }}>
        <Space size="large" role="navigation">
          <a href={SITE_PATHS.home()} style={{ fontWeight: 600, fontSize: 16, color: token.colorPrimary }}>
            <img src="/favicon.svg" alt="" width={24} height={24} style={{ verticalAlign: -6, marginRight: 8 }} />
            {t('siteName')}
          </a>
          <a href={SITE_PATHS.home()}>{t('mainSite')}</a>
          <a href={SITE_PATHS.creator('/home')}>{t('creatorCentre')}</a>
          {session && (
            <a href={SITE_PATHS.space(session.uid)} target="_blank" rel="noopener noreferrer" data-testid="personal-space">
              {t('personalSpace')}
            </a>
          )}
        </Space>
        <Space size="middle">
          <LanguageSwitch />
          <Button type="primary" icon={<CloudUploadOutlined />} href={SITE_PATHS.upload()}>
            {t('upload')}
          </Button>
          {session && <UserMenu session={session} />}
        </Space>
      </Flex>
    </Layout.Header>
  );
}
