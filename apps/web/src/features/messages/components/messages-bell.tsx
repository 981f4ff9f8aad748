import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS, type MessageKind } from '@vsqx/domain';
import { MESSAGE_PAGES } from '../api/keys';
import { useUnreadCounts } from '../api/use-unread-counts';
import { useFirstScreenDone } from '../../../app/after-first-screen';

const KINDS: readonly MessageKind[] = ['comment', 'at', 'apply', 'system'];

function Bell({ label, kind }: { label: string; kind: MessageKind }) {
  return (
    <Button
      type="text"
      icon={<BellOutlined />}
      href={SITE_PATHS.creator(MESSAGE_PAGES[kind])}
      aria-label={label}
      data-testid="site-messages"
    />
  );
}

function LiveBell() {
  const { t } = useTranslation('messages');
  const unread = useUnreadCounts();
  const total = KINDS.reduce((n, k) => n + unread[k], 0);
  const kind = KINDS.find((k) => unread[k] > 0) ?? 'comment';
  const label = total > 0 ? t('bell.unread', { count: total }) : t('bell.label');
  return (
    <Tooltip title={label}>
      <Badge count={total} size="small" offset={[-4, 4]} data-testid="site-unread-total">
        <Bell label={label} kind={kind} />
      </Badge>
    </Tooltip>
  );
}

/**
 * The site header's messages entry (issue 24): a bell with the unread total, kept live by the same stream and
 * counts as the creator centre's sidebar (LiveMessages, use-unread-counts.ts); it opens the first kind with
 * something unread. In the first screen the bell is drawn as it is before the counts arrive; the counts are
 * asked for, and the tooltip and badge mounted, after that screen's commit (app/after-first-screen.tsx).
 */
export function MessagesBell() {
  const { t } = useTranslation('messages');
  return useFirstScreenDone() ? <LiveBell /> : <Bell label={t('bell.label')} kind="comment" />;
}
