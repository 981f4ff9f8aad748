import type { ReactNode } from 'react';
import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS, SITE_PATHS, type MyApplyRow } from '@vsqx/domain';
import { RowList } from '../../../components/row-list/row-list';
import { RequestItem } from './request-item';

interface Props<T extends MyApplyRow> {
  rows: T[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (p: number) => void;
  /** Who is on the other side of a request: its author's or applicant's name and uid, with a label. */
  party: (row: T) => { label: string; uid: number; name: string; testId?: string };
  actions: (row: T) => ReactNode[];
}

/** The paged list shared by both request pages (10 per page, spec §9). */
export function RequestList<T extends MyApplyRow>({
  rows,
  total,
  page,
  loading,
  onPage,
  party,
  actions,
}: Props<T>) {
  const { t } = useTranslation('common');
  const partyOf = (row: T) => {
    const p = party(row);
    return (
      <span data-testid={p.testId}>
        {p.label}
        <Typography.Link href={SITE_PATHS.space(p.uid)} target="_blank">
          {p.name}
        </Typography.Link>
      </span>
    );
  };
  return (
    <RowList
      testId="request-list"
      loading={loading}
      items={rows}
      rowKey={(r) => r.id}
      empty={<Empty description={t('empty')} data-testid="requests-empty" />}
      renderRow={(row) => <RequestItem row={row} actions={actions(row)} party={partyOf(row)} />}
      pager={{ current: page, pageSize: LIMITS.pageSize, total, onChange: onPage }}
    />
  );
}
