import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../lib/use-phone';
import { ResponsiveStyles } from './responsive-styles';
import { TopBar } from './top-bar';
import { Sidebar, SIDER_WIDTH } from './sidebar';
import { RouteLoading } from '../route-loading';
import { StaleBuildBoundary } from '../stale-build-boundary';
import { LiveMessages } from '../../features/messages/components/live-messages';

/** Top bar, sidebar (a drawer behind the top bar's menu button on phones), the page, and the footer 'V家有你，更精彩'. */
export function CreatorLayout() {
  const { t } = useTranslation();
  const phone = usePhone();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar phone={phone} />
      <LiveMessages />
      <ResponsiveStyles />
      <Layout style={{ marginTop: 56 }}>
        {!phone && <Sidebar />}
        <Layout style={{ marginLeft: phone ? 0 : SIDER_WIDTH, minWidth: 0 }}>
          <Layout.Content
            style={{ padding: phone ? 12 : 24, minWidth: 0, minHeight: 'calc(100vh - 56px - 70px)' }}
          >
            <StaleBuildBoundary>
              <Suspense fallback={<RouteLoading />}>
                <Outlet />
              </Suspense>
            </StaleBuildBoundary>
          </Layout.Content>
          <Layout.Footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.57)' }} data-testid="footer">
            {t('footer')}
          </Layout.Footer>
        </Layout>
      </Layout>
    </Layout>
  );
}
