import type { CSSProperties, Key, ReactNode } from 'react';
import { Listy, Pagination, Spin, theme } from 'antd';

interface Pager {
  current: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
}

interface Props<T> {
  items: readonly T[];
  rowKey(item: T): Key;
  /** One row, usually a `ListRow`. */
  renderRow(item: T, index: number): ReactNode;
  loading?: boolean;
  /** Shown instead of the rows when there are none (and nothing is loading). */
  empty?: ReactNode;
  /** A centred pager under the rows, shown when there is more than one page. */
  pager?: Pager;
  /** A line above the rows (a heading). */
  header?: ReactNode;
  /** Tighter rows, with side padding (List's `size="small"`). */
  size?: 'small';
  testId?: string;
  style?: CSSProperties;
}

/**
 * A list of rows split by a line, as antd's deprecated `List` drew them, on antd's successor `Listy` (antd 6.6,
 * docs/decisions.md). Listy draws divs and its rows hover-tint and carry their own padding: here the rows keep
 * List's look (12 px above and below, no tint), and the list and its rows are announced as a list of items as
 * List's ul/li were. What List did around the rows (loading, empty text, pager) is composed here once.
 */
export function RowList<T>(props: Props<T>) {
  const { items, rowKey, renderRow, loading = false, empty, pager, header, size, testId, style } = props;
  const { token } = theme.useToken();
  const split = `${token.lineWidth}px solid ${token.colorSplit}`;
  const paged = !!pager && pager.total > pager.pageSize;
  const padding =
    size === 'small'
      ? `${token.paddingContentVerticalSM}px ${token.paddingContentHorizontal}px`
      : `${token.paddingContentVertical}px 0`;
  const content =
    items.length > 0 ? (
      <div role="list">
        <Listy
          items={items as T[]}
          rowKey={rowKey}
          styles={{ item: { padding: 0, border: 'none', background: 'none' } }}
          itemRender={(item, i) => (
            <div
              role="listitem"
              style={{
                padding,
                // A line under every row but the last, and under that one too when a pager follows.
                borderBottom: i < items.length - 1 || paged ? split : undefined,
              }}
            >
              {renderRow(item, i)}
            </div>
          )}
        />
      </div>
    ) : loading ? (
      <div style={{ minHeight: 53 }} />
    ) : (
      <div style={{ padding: token.padding, textAlign: 'center', color: token.colorTextDisabled }}>
        {empty}
      </div>
    );
  return (
    <div data-testid={testId} style={style}>
      {header !== undefined && (
        <div style={{ paddingBlock: token.paddingSM, borderBottom: split }}>{header}</div>
      )}
      <Spin spinning={loading}>{content}</Spin>
      {pager && paged && (
        <Pagination
          align="center"
          style={{ marginTop: token.marginLG }}
          current={pager.current}
          pageSize={pager.pageSize}
          total={pager.total}
          showSizeChanger={false}
          onChange={pager.onChange}
        />
      )}
    </div>
  );
}
