import { Empty, Table, type TableColumnsType } from 'antd';

interface Props<T> {
  rows: T[];
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  loading: boolean;
  empty: string;
  testId: string;
}

/**
 * The table view of a creator-centre list: the same page as the cards, one row per item. Paging stays with the
 * list's own pager (the address holds the page); on a phone the table scrolls inside itself, never the page.
 */
export function ListTable<T extends object>({ rows, columns, rowKey, loading, empty, testId }: Props<T>) {
  return (
    <Table<T>
      dataSource={rows}
      columns={columns}
      rowKey={rowKey}
      loading={loading}
      pagination={false}
      size="middle"
      scroll={{ x: 'max-content' }}
      // antd's plain empty text is its pale placeholder grey (1.8:1); Empty writes in the description grey.
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
      data-testid={`${testId}-table`}
    />
  );
}
