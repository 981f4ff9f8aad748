import { Empty, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { BulkItem, BulkSelection } from '../bulk/use-bulk-selection';

interface Props<T> {
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  loading: boolean;
  empty: string;
  testId: string;
  /** The bulk selection the card view shares (a row's checkbox and a card's are the same choice), and each row's item. */
  selection?: { state: BulkSelection; itemOf(row: T): BulkItem };
}

/**
 * The table view of a creator-centre list: the same page as the cards, one row per item. Paging stays with the
 * list's own pager (the address holds the page); on a phone the table scrolls inside itself, never the page.
 */
export function ListTable<T extends object>({
  rows,
  columns,
  rowKey,
  loading,
  empty,
  testId,
  selection,
}: Props<T>) {
  const { t } = useTranslation('visibility');
  // The table scrolls sideways inside this box on a phone. Not antd's `scroll.x`: that adds an aria-hidden measure
  // row holding a copy of the header, select-all checkbox included (axe: focusable content under aria-hidden).
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table<T>
        dataSource={rows}
        columns={columns}
        rowKey={rowKey}
        loading={loading}
        pagination={false}
        size="middle"
        rowSelection={
          selection && {
            selectedRowKeys: rows.filter((r) => selection.state.isSelected(selection.itemOf(r))).map(rowKey),
            onSelect: (row, on) => selection.state.toggle(selection.itemOf(row), on),
            // The header box selects this page, as 全选本页 does.
            onSelectAll: (on) => selection.state.setAll(rows.map(selection.itemOf), on),
            getCheckboxProps: (row) => {
              const item = selection.itemOf(row);
              return {
                'aria-label': t('bulk.select', { name: item.name }),
                'data-testid': `bulk-row-${item.kind}${item.id}`,
              } as never;
            },
            columnWidth: 40,
          }
        }
        // antd's plain empty text is its pale placeholder grey (1.8:1); Empty writes in the description grey.
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        data-testid={`${testId}-table`}
      />
    </div>
  );
}
