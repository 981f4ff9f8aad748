import { useEffect, useRef, type ReactNode } from 'react';
import { Alert, Button, Empty, Flex, Switch } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, parsePageParam, type MessageKind } from '@vsqx/domain';
import { useMarkAll, useMarkOne, useMarkRead } from '../api/use-mark-read';
import { MarkOneContext } from './mark-one-context';
import { RowList } from '../../../components/row-list/row-list';
import { useMessageList, type MessageRowOf } from '../api/use-message-list';

interface Props<K extends MessageKind> {
  kind: K;
  renderItem: (row: MessageRowOf[K]) => ReactNode;
}

/**
 * One message page: `?page=n`, 10 per page, newest first. Once a page of the list has loaded, the kind's
 * messages up to the newest shown are marked read (spec §2) and the badges refresh. A failed load shows
 * the server's message in a plain alert on the page (spec §8, message pages) with a retry.
 */
export function MessageList<K extends MessageKind>({ kind, renderItem }: Props<K>) {
  const { t } = useTranslation(['messages', 'common']);
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const unreadOnly = params.get('unread') === '1';
  const list = useMessageList(kind, page, unreadOnly);
  const markRead = useMarkRead(kind);
  const markAll = useMarkAll(kind);
  const markOne = useMarkOne();
  const marked = useRef(0);

  const rows = list.isPlaceholderData ? undefined : list.data?.rows;
  useEffect(() => {
    if (!rows || rows.length === 0) return;
    const newest = Math.max(...rows.map((r) => r.id));
    // Once per newest id: re-renders and revisits of an already-read page do not call again.
    if (newest <= marked.current || !rows.some((r) => r.is_read === 0)) return;
    marked.current = newest;
    markRead.mutate(newest);
  }, [rows, markRead]);

  if (list.isError) {
    return (
      <Alert
        type="error"
        showIcon
        data-testid="messages-error"
        title={t('loadFailed')}
        description={list.error.message}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        }
      />
    );
  }

  const toolbar = (
    <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
      <label style={{ display: 'inline-flex', gap: 8, alignItems: 'center', cursor: 'pointer' }}>
        <Switch
          size="small"
          checked={unreadOnly}
          onChange={(on) => setParams(on ? { unread: '1' } : {})}
          data-testid="messages-unread-only"
        />
        {t('toolbar.unreadOnly')}
      </label>
      <Button
        size="small"
        loading={markAll.isPending}
        onClick={() => markAll.mutate()}
        data-testid="messages-mark-all"
      >
        {t('toolbar.markAll')}
      </Button>
    </Flex>
  );

  return (
    <MarkOneContext.Provider value={{ mark: (id) => markOne.mutate(id), label: t('toolbar.markOne') }}>
      {toolbar}
      <RowList
        testId={`messages-list-${kind}`}
        loading={list.isLoading}
        items={list.data?.rows ?? []}
        rowKey={(r) => r.id}
        empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:empty')} />}
        renderRow={(row) => renderItem(row)}
        pager={{
          current: page,
          pageSize: LIMITS.pageSize,
          total: list.data?.total ?? 0,
          onChange: (p) => setParams(unreadOnly ? { page: String(p), unread: '1' } : { page: String(p) }),
        }}
      />
    </MarkOneContext.Provider>
  );
}
