import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { SITE_PATHS, type MessageKind, type MessageSettings, type UnreadCounts } from '@vsqx/domain';
import { notifyRich } from '../../../lib/feedback';
import { setTitleUnread } from '../../../lib/page-title';
import { useSession } from '../../../lib/session';
import { connectLive } from '../api/live-connection';
import { MESSAGE_PAGES, messageKeys } from '../api/keys';
import { newestUnread } from '../api/newest-unread';
import { useMessageSettings } from '../../../lib/message-settings';
import { useUnreadCounts } from '../api/use-unread-counts';

const KINDS: readonly MessageKind[] = ['comment', 'at', 'apply', 'system'];
const SNIPPET = 40;

/**
 * Live messages in every tab, creator centre and site alike (issue 24; both layouts render this one): keeps the stream open while signed in, writes its
 * counts into the badges' query, shows the unread total in the tab title, and announces a kind whose count
 * rose with a notification naming the sender and linking to its page — unless that page is the one open
 * (its list refreshes instead) or the user turned that kind off on the account page.
 */
export function LiveMessages() {
  const session = useSession();
  const qc = useQueryClient();
  const { t } = useTranslation('messages');
  const { pathname } = useLocation();
  const settings = useMessageSettings().data;
  const unread = useUnreadCounts();
  const total = unread.comment + unread.at + unread.apply + unread.system;

  // Read by the stream's callback, which lives as long as the session, not one render.
  const now = useRef({ pathname, settings, t });
  now.current = { pathname, settings, t };

  useEffect(() => {
    setTitleUnread(total);
  }, [total]);
  useEffect(() => () => setTitleUnread(0), []);

  useEffect(() => {
    if (!session) return;
    let before: UnreadCounts | undefined;
    return connectLive((counts) => {
      qc.setQueryData(messageKeys.unread, counts);
      const rose = before ? KINDS.filter((k) => counts[k] > before![k]) : [];
      before = counts;
      if (rose.length) void qc.invalidateQueries({ queryKey: messageKeys.lists });
      for (const kind of rose) void announce(kind, now.current);
    });
  }, [session?.token, qc]); // eslint-disable-line react-hooks/exhaustive-deps -- one stream per session

  return null;
}

async function announce(
  kind: MessageKind,
  at: { pathname: string; settings?: MessageSettings; t: TFunction<'messages'> },
) {
  if (at.pathname === MESSAGE_PAGES[kind] || at.settings?.[kind] === false) return;
  const newest = await newestUnread(kind).catch(() => undefined);
  if (!newest) return;
  const text =
    [...newest.text].length > SNIPPET ? `${[...newest.text].slice(0, SNIPPET).join('')}…` : newest.text;
  notifyRich(
    `live-${kind}`,
    <span data-testid="live-notice-title">{at.t(`live.title.${kind}`, { name: newest.from })}</span>,
    <>
      {text && <div style={{ overflowWrap: 'anywhere' }}>{text}</div>}
      <a href={SITE_PATHS.creator(MESSAGE_PAGES[kind])} data-testid="live-notice-link">
        {at.t('live.open', { tab: at.t(`tabs.${kind}`) })}
      </a>
    </>,
  );
}
