import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TopBar } from './top-bar';
import { Sidebar, SIDER_WIDTH } from './sidebar';
import { RouteLoading } from '../route-loading';
import { StaleBuildBoundary } from '../stale-build-boundary';

/** Top bar, sidebar, the page, and the footer 'V家有你，更精彩'. */
export function CreatorLayout() {
  const { t } = useTranslation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <TopBar />
      <Layout style={{ marginTop: 56 }}>
        <Sidebar />
        <Layout style={{ marginLeft: SIDER_WIDTH }}>
          <Layout.Content style={{ padding: 24, minHeight: 'calc(100vh - 56px - 70px)' }}>
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
