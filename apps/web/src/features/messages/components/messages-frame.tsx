import type { ReactNode } from 'react';
import { Badge, Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MessageKind } from '@vsqx/domain';
import { useUnreadCounts } from '../api/use-unread-counts';

/** The four message pages and their creator-centre routes (spec §2 "Message pages"). */
const TABS: readonly { kind: MessageKind; path: string }[] = [
  { kind: 'comment', path: '/comment' },
  { kind: 'at', path: '/at' },
  { kind: 'apply', path: '/all_apply' },
  { kind: 'system', path: '/system' },
];

/** The shared tab bar (replies, mentions, licence requests, system notices) with unread badges, around a page. */
export function MessagesFrame({ active, children }: { active: MessageKind; children: ReactNode }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const unread = useUnreadCounts();
  return (
    <Card
      data-testid="messages-frame"
      activeTabKey={active}
      onTabChange={(key) => navigate(TABS.find((x) => x.kind === key)!.path)}
      tabList={TABS.map((x) => ({
        key: x.kind,
        label: (
          <Badge count={unread[x.kind]} size="small" offset={[8, -2]} data-testid={`unread-${x.kind}`}>
            <span data-testid={`tab-${x.kind}`}>{t(`tabs.${x.kind}`)}</span>
          </Badge>
        ),
      }))}
    >
      {children}
    </Card>
  );
}
