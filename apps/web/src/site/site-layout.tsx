import { Suspense } from 'react';
import { Button, Flex, Layout, Menu, Space, theme } from 'antd';
import { CloudUploadOutlined } from '@ant-design/icons';
import { Link, Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS } from '@vsqx/domain';
import { useSession } from '../lib/session';
import { LanguageSwitch } from '../app/shell/language-switch';
import { UserMenu } from '../app/shell/user-menu';
import { SiteHeaderExtras } from '../features/site/components/site-header-extras';
import { RouteLoading } from '../app/route-loading';
import { StaleBuildBoundary } from '../app/stale-build-boundary';

/** The site's frame: header with navigation, the page, and the footer. */
export function SiteLayout() {
  const { t } = useTranslation('site');
  const session = useSession();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const nav = [
    { key: '/', label: <Link to="/">{t('nav.home')}</Link> },
    { key: '/square', label: <Link to="/square">{t('nav.square')}</Link> },
    { key: '/v_course', label: <Link to="/v_course">{t('nav.tutorials')}</Link> },
    { key: 'creator', label: <a href={SITE_PATHS.creator('/home')}>{t('common:creatorCentre')}</a> },
  ];
  const selected = nav.find((n) => n.key !== '/' && pathname.startsWith(n.key))?.key ?? (pathname === '/' ? '/' : '');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ position: 'sticky', top: 0, zIndex: 100, background: token.colorBgContainer, borderBottom: `1px solid ${token.colorBorderSecondary}`, paddingInline: 24 }}>
        <Flex align="center" gap={24} style={{ height: '100%' }}>
          <Link to="/" style={{ fontWeight: 600, fontSize: 18, color: token.colorPrimary, whiteSpace: 'nowrap' }}>
            <img src="/favicon.svg" alt="" width={26} height={26} style={{ verticalAlign: -7, marginRight: 8 }} />
            {t('common:siteName')}
          </Link>
          <Menu mode="horizontal" selectedKeys={[selected]} items={nav} style={{ flex: 1, borderBottom: 'none', minWidth: 0 }} />
          <Space size="middle">
            <LanguageSwitch />
            <SiteHeaderExtras />
            <Button type="primary" icon={<CloudUploadOutlined />} href={SITE_PATHS.upload()}>
              {t('common:upload')}
            </Button>
            {session ? (
              <UserMenu session={session} />
            ) : (
              <Space>
                <Link to={SITE_PATHS.login(pathname)}>{t('common:login')}</Link>
                <Link to={SITE_PATHS.register()}>{t('common:register')}</Link>
              </Space>
            )}
          </Space>
        </Flex>
      </Layout.Header>
      <Layout.Content style={{ padding: '24px', maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        <StaleBuildBoundary>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </StaleBuildBoundary>
      </Layout.Content>
      <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.57)' }}>{t('common:footer')}</Layout.Footer>
    </Layout>
  );
}
