import { useEffect } from 'react';
import { Card, Empty, Segmented, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, parsePageParam, type SortOrder } from '@vsqx/domain';
import { useCancelFavourite } from '../api/use-cancel-favourite';
import { useFavourites } from '../api/use-favourites';
import { FavouriteRow } from '../components/favourite-item';
import { RowList } from '../../../components/row-list/row-list';

const parseSort = (raw: string | null): SortOrder => (raw === 'hot' ? 'hot' : 'time');

/** /favorite?page=n (收藏夹): 10 per page, sorted by time or popularity; cancelling pulls the next item in. */
export default function FavouritesPage() {
  const { t } = useTranslation('favourites');
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const sort = parseSort(params.get('sort'));
  const list = useFavourites(sort, page);
  const cancel = useCancelFavourite();
  const go = (next: { page?: number; sort?: SortOrder }) =>
    setParams({ page: String(next.page ?? page), ...((next.sort ?? sort) === 'hot' ? { sort: 'hot' } : {}) });

  const total = list.data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / LIMITS.pageSize));
  // Cancelling the last item of the last page: step back to the page before instead of showing an empty one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) go({ page: lastPage });
  });

  return (
    <Card
      title={t('title')}
      data-testid="favourites-page"
      extra={
        <Space size={16}>
          {total > 0 && (
            <Typography.Text type="secondary" data-testid="fav-total">
              {t('total', { total })}
            </Typography.Text>
          )}
          <Segmented<SortOrder>
            data-testid="fav-sort"
            value={sort}
            onChange={(v) => go({ sort: v, page: 1 })}
            options={[
              { value: 'time', label: t('sortTime') },
              { value: 'hot', label: t('sortHot') },
            ]}
          />
        </Space>
      }
    >
      <RowList
        testId="fav-list"
        loading={list.isLoading}
        items={list.data?.rows ?? []}
        rowKey={(r) => r.music_id}
        empty={<Empty description={t('empty')} data-testid="fav-empty" />}
        renderRow={(item) => (
          <FavouriteRow
            item={item}
            cancelling={cancel.isPending && cancel.variables === item.music_id}
            onCancel={() => cancel.mutate(item.music_id)}
          />
        )}
        pager={{ current: page, pageSize: LIMITS.pageSize, total, onChange: (p) => go({ page: p }) }}
      />
    </Card>
  );
}
