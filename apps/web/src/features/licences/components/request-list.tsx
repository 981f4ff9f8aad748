import type { ReactNode } from 'react';
import { Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, type MyApplyRow } from '@vsqx/domain';

interface Props<T extends MyApplyRow> {
  rows: T[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (p: number) => void;
  renderItem: (row: T) => ReactNode;
}

/** The paged list shared by both request pages (10 per page, spec §9). */
export function RequestList<T extends MyApplyRow>({ rows, total, page, loading, onPage, renderItem }: Props<T>) {
  const { t } = useTranslation('common');
  return (
    <List
      data-testid="request-list"
      loading={loading}
      dataSource={rows}
      rowKey={(r) => r.id}
      locale={{ emptyText: <Empty description={t('empty')} data-testid="requests-empty" /> }}
      renderItem={renderItem}
      pagination={total > LIMITS.pageSize ? { current: page, pageSize: LIMITS.pageSize, total, showSizeChanger: false, align: 'center', onChange: onPage } : false}
    />
  );
}
