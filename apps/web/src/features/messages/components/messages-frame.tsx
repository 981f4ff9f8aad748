import type { ReactNode } from 'react';
import { Badge, Card } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MessageKind } from '@vsqx/domain';
import { MESSAGE_PAGES } from '../api/keys';
import { useUnreadCounts } from '../api/use-unread-counts';

/** The four message pages in tab order (spec §2 "Message pages"). */
const TABS: readonly MessageKind[] = ['comment', 'at', 'apply', 'system'];

/** The shared tab bar (replies, mentions, licence requests, system notices) with unread badges, around a page. */
export function MessagesFrame({ active, children }: { active: MessageKind; children: ReactNode }) {
  const { t } = useTranslation('messages');
  const navigate = useNavigate();
  const unread = useUnreadCounts();
  return (
    <Card
      data-testid="messages-frame"
      activeTabKey={active}
      onTabChange={(key) => navigate(MESSAGE_PAGES[key as MessageKind])}
      tabList={TABS.map((kind) => ({
        key: kind,
        label: (
          <Badge count={unread[kind]} size="small" offset={[8, -2]} data-testid={`unread-${kind}`}>
            <span data-testid={`tab-${kind}`}>{t(`tabs.${kind}`)}</span>
          </Badge>
        ),
      }))}
    >
      {children}
    </Card>
  );
}
