import { lazy, Suspense, type ReactNode } from 'react';
import { StaleBuildBoundary } from '../stale-build-boundary';
import { Button, Layout, Menu } from 'antd';
import {
  AreaChartOutlined,
  AuditOutlined,
  BookOutlined,
  CloudUploadOutlined,
  CommentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  IdcardOutlined,
  MessageOutlined,
  SafetyOutlined,
  SmileOutlined,
  StarOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SIDEBAR, SITE_PATHS, sidebarKeyFor, type SidebarKey } from '@vsqx/domain';
import { useSession } from '../../lib/session';
import { useLang } from '../../lib/i18n';

import { useUnreadCounts } from '../../features/messages/api/use-unread-counts';

/** Wide enough for the longest English entry ('Article management', 'Feedback / complaint') without truncation. */
export const SIDER_WIDTH = 240;

/** Badge's number animation is not needed until there is something unread. */
const UnreadBadge = lazy(() => import('./unread-badge'));

/** The icon of each sidebar entry of the route table (a new entry without one fails to compile). */
const ICONS: Record<SidebarKey, ReactNode> = {
  home: <HomeOutlined />,
  analytics: <AreaChartOutlined />,
  v_course: <BookOutlined />,
  content: <FolderOpenOutlined />,
  article: <FileTextOutlined />,
  favorite: <StarOutlined />,
  apply: <AuditOutlined />,
  comment: <MessageOutlined />,
  info: <IdcardOutlined />,
  avatar: <SmileOutlined />,
  safe: <SafetyOutlined />,
  feedback: <CommentOutlined />,
};

/** The fixed left sidebar of spec §2 on wide screens; phones get the same entries in the top bar's drawer. */
export function Sidebar() {
  return (
    <Layout.Sider
      width={SIDER_WIDTH}
      theme="light"
      style={{
        position: 'fixed',
        top: 56,
        bottom: 0,
        left: 0,
        overflow: 'auto',
        borderRight: '1px solid rgba(5,5,5,0.06)',
      }}
    >
      <SidebarNav />
    </Layout.Sider>
  );
}

/**
 * The upload button, then the entries in spec order, highlighted by the route table. `onNavigate` runs after
 * an entry is chosen (the phone drawer closes itself with it).
 */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const session = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const unread = useUnreadCounts();
  const unreadTotal = unread.comment + unread.at + unread.apply + unread.system;
  const entries = SIDEBAR.filter((e) => !e.managerOnly || session?.isAdmin);
  const selected = sidebarKeyFor(pathname);

  return (
    <>
      <div style={{ padding: 16 }}>
        <Button
          type="primary"
          block
          size="large"
          icon={<CloudUploadOutlined />}
          href={SITE_PATHS.upload()}
          data-testid="sidebar-upload"
        >
          {t('upload')}
        </Button>
      </div>
      <Menu
        mode="inline"
        selectedKeys={selected ? [selected] : []}
        data-testid="sidebar"
        items={entries.map((e) => ({
          key: e.key,
          icon: ICONS[e.key],
          label:
            e.key === 'comment' && unreadTotal > 0 ? (
              <StaleBuildBoundary fallback={e.label[lang]}>
                <Suspense fallback={e.label[lang]}>
                  <UnreadBadge count={unreadTotal}>{e.label[lang]}</UnreadBadge>
                </Suspense>
              </StaleBuildBoundary>
            ) : (
              e.label[lang]
            ),
          onClick: () => {
            if (e.newWindow) window.open(e.to, '_blank');
            else navigate(e.to);
            onNavigate?.();
          },
        }))}
      />
    </>
  );
}
