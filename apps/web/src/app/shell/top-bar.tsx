import { Button, Flex, Layout, Space, theme } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS, creatorPath } from '@vsqx/domain';
import { useSession } from '../../lib/session';
import { LanguageSwitch } from './language-switch';
import { NavDrawer } from './nav-drawer';
import { SidebarNav } from './sidebar';
import { UserMenu } from './user-menu';

/** The top bar's links of spec §2 "Shell": main site, creator centre, personal space (new window). */
function TopLinks() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <>
      <a href={SITE_PATHS.home()}>{t('mainSite')}</a>
      <a href={SITE_PATHS.creator(creatorPath.home())}>{t('creatorCentre')}</a>
      {session && (
        <a
          href={SITE_PATHS.space(session.uid)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="personal-space"
        >
          {t('personalSpace')}
        </a>
      )}
    </>
  );
}

/**
 * The fixed top bar of spec §2 "Shell" with the links and the upload button. On a phone the links, the
 * language switch and the sidebar's entries move into a drawer behind a menu button, and the upload button and
 * the user menu shrink to icons, so nothing leaves the screen.
 */
export function TopBar({ phone }: { phone: boolean }) {
  const { t } = useTranslation();
  const session = useSession();
  const { token } = theme.useToken();
  return (
    <Layout.Header
      style={{
        position: 'fixed',
        top: 0,
        insetInline: 0,
        zIndex: 100,
        height: 56,
        lineHeight: '56px',
        paddingInline: phone ? 12 : 24,
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Flex justify="space-between" align="center" gap={8} style={{ height: '100%' }}>
        <Space size={phone ? 'small' : 'large'} role="navigation">
          {phone && (
            <NavDrawer title={t('creatorCentre')}>
              {(close) => (
                <>
                  <Flex vertical gap={12} style={{ padding: '16px 24px 0', lineHeight: 1.5 }}>
                    <TopLinks />
                    <LanguageSwitch />
                  </Flex>
                  <SidebarNav onNavigate={close} />
                </>
              )}
            </NavDrawer>
          )}
          <a
            href={SITE_PATHS.home()}
            style={{ fontWeight: 600, fontSize: 16, color: token.colorPrimary, whiteSpace: 'nowrap' }}
          >
            <img
              src="/favicon.svg"
              alt=""
              width={24}
              height={24}
              style={{ verticalAlign: -6, marginRight: 8 }}
            />
            {t('siteName')}
          </a>
          {!phone && (
            // Space spaces its children, and the links arrive as one fragment: a flex row spaces them.
            <Flex gap={24} align="center">
              <TopLinks />
            </Flex>
          )}
        </Space>
        <Space size={phone ? 'small' : 'middle'}>
          {!phone && <LanguageSwitch />}
          <Button
            type="primary"
            icon={<CloudUploadOutlined />}
            href={SITE_PATHS.upload()}
            aria-label={phone ? t('upload') : undefined}
          >
            {!phone && t('upload')}
          </Button>
          {session && <UserMenu session={session} compact={phone} />}
        </Space>
      </Flex>
    </Layout.Header>
  );
}
