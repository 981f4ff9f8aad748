import { Pagination } from 'antd';
import type { ListViewState } from './list-view-params';
import { PAGE_SIZES } from './list-view-params';

interface Props {
  state: ListViewState;
  total: number;
  onChange(patch: Partial<ListViewState>): void;
  testId: string;
}

/** Pages of a creator-centre list with a page-size choice and a page jump; shown once there is more than one small page. */
export function ListPager({ state, total, onChange, testId }: Props) {
  if (total <= PAGE_SIZES[0]) return null;
  return (
    <Pagination
      current={state.page}
      pageSize={state.pageSize}
      total={total}
      showSizeChanger
      showQuickJumper
      pageSizeOptions={PAGE_SIZES.map(String)}
      align="center"
      responsive
      onChange={(page, pageSize) => onChange(pageSize !== state.pageSize ? { pageSize, page: 1 } : { page })}
      style={{ marginTop: 24 }}
      data-testid={`${testId}-pager`}
    />
  );
}
