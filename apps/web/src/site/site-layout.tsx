import { Suspense, useEffect } from 'react';
import { Button, Flex, Layout, Menu, Space, theme } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { noteLocation } from '../lib/view-origin';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS, creatorPath } from '@vsqx/domain';
import { useSession } from '../lib/session';
import { usePhone } from '../lib/use-phone';
import { LanguageSwitch } from '../app/shell/language-switch';
import { NavDrawer } from '../app/shell/nav-drawer';
import { ResponsiveStyles } from '../app/shell/responsive-styles';
import { UserMenu } from '../app/shell/user-menu';
import { SiteHeaderExtras } from '../features/site/components/site-header-extras';
import { LiveMessages } from '../features/messages/components/live-messages';
import { MessagesBell } from '../features/messages/components/messages-bell';
import { RouteLoading } from '../app/route-loading';
import { StaleBuildBoundary } from '../app/stale-build-boundary';
import { useFirstScreenDone } from '../app/after-first-screen';

/**
 * The site's frame: header with navigation, the page, and the footer. On a phone the navigation and the
 * language switch go into a drawer behind a menu button, the site's name and the upload button's word give way
 * to their icons, so check-in, upload and the user menu stay on screen.
 */
export function SiteLayout() {
  const { t } = useTranslation('site');
  const session = useSession();
  const phone = usePhone();
  const { pathname } = useLocation();
  // The page before a project page tells the owner's analytics where the visitor came from.
  useEffect(() => noteLocation(pathname), [pathname]);
  const { token } = theme.useToken();
  // The stream and the header's own requests start after the first screen's commit (app/after-first-screen.tsx).
  const firstScreenDone = useFirstScreenDone();
  const nav = [
    { key: SITE_PATHS.home(), label: <Link to={SITE_PATHS.home()}>{t('nav.home')}</Link> },
    { key: SITE_PATHS.square(), label: <Link to={SITE_PATHS.square()}>{t('nav.square')}</Link> },
    { key: SITE_PATHS.vCourse(), label: <Link to={SITE_PATHS.vCourse()}>{t('nav.tutorials')}</Link> },
    {
      key: 'creator',
      label: <a href={SITE_PATHS.creator(creatorPath.home())}>{t('common:creatorCentre')}</a>,
    },
  ];
  const selected =
    nav.find((n) => n.key !== '/' && pathname.startsWith(n.key))?.key ?? (pathname === '/' ? '/' : '');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <ResponsiveStyles />
      {/* The same live stream and badge counts as the creator centre's (one stream per tab). */}
      {session && firstScreenDone && <LiveMessages />}
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
          paddingInline: phone ? 12 : 24,
        }}
      >
        <Flex align="center" gap={phone ? 8 : 24} style={{ height: '100%' }}>
          {phone && (
            <NavDrawer title={t('common:siteName')}>
              {(close) => (
                <>
                  <Menu
                    mode="inline"
                    selectedKeys={[selected]}
                    items={nav}
                    onClick={close}
                    style={{ borderInlineEnd: 'none' }}
                  />
                  <div style={{ padding: '12px 24px' }}>
                    <LanguageSwitch />
                  </div>
                </>
              )}
            </NavDrawer>
          )}
          <Link
            to={SITE_PATHS.home()}
            aria-label={phone ? t('common:siteName') : undefined}
            style={{ fontWeight: 600, fontSize: 18, color: token.colorPrimary, whiteSpace: 'nowrap' }}
          >
            <img
              src="/favicon.svg"
              alt=""
              width={26}
              height={26}
              style={{ verticalAlign: -7, marginRight: phone ? 0 : 8 }}
            />
            {!phone && t('common:siteName')}
          </Link>
          {phone ? (
            <div style={{ flex: 1 }} />
          ) : (
            <Menu
              mode="horizontal"
              selectedKeys={[selected]}
              items={nav}
              style={{ flex: 1, borderBottom: 'none', minWidth: 0 }}
            />
          )}
          <Space size={phone ? 'small' : 'middle'}>
            {!phone && <LanguageSwitch />}
            <SiteHeaderExtras />
            <Button
              type="primary"
              icon={<CloudUploadOutlined />}
              href={SITE_PATHS.upload()}
              aria-label={phone ? t('common:upload') : undefined}
              data-testid="site-upload"
            >
              {!phone && t('common:upload')}
            </Button>
            {session ? (
              <>
                <MessagesBell />
                <UserMenu session={session} compact={phone} />
              </>
            ) : (
              <Space size={phone ? 'small' : 'middle'} style={{ whiteSpace: 'nowrap' }}>
                <Link to={SITE_PATHS.login(pathname)}>{t('common:login')}</Link>
                <Link to={SITE_PATHS.register()}>{t('common:register')}</Link>
              </Space>
            )}
          </Space>
        </Flex>
      </Layout.Header>
      <Layout.Content
        style={{ padding: phone ? 12 : 24, maxWidth: 1200, width: '100%', minWidth: 0, margin: '0 auto' }}
      >
        <StaleBuildBoundary>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </StaleBuildBoundary>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.57)' }}>
        {t('common:footer')}
      </Layout.Footer>
    </Layout>
  );
}
