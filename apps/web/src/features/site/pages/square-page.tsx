import { Card, Empty, Flex, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LIMITS, parsePageParam } from '@vsqx/domain';
import { usePageTitle } from '../../../lib/page-title';
import { useSquare } from '../api/use-square';
import { SquareComposer } from '../components/square-composer';
import { SquarePostItem } from '../components/square-post-item';
import { PageHeading } from '../../../components/page-heading';
import { RowList } from '../../../components/row-list/row-list';

/** /square: short posts, newest first, 10 per page (?page). */
export default function SquarePage() {
  const { t } = useTranslation('site');
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const q = useSquare(page);
  usePageTitle(t('square.title'));
  const total = q.data?.total ?? 0;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 800, margin: '0 auto', width: '100%' }}>
      <SquareComposer onPosted={() => setParams({})} />
      <Card title={<PageHeading>{t('square.title')}</PageHeading>}>
        <RowList
          loading={q.isLoading}
          items={q.data?.rows ?? []}
          rowKey={(post) => post.id}
          empty={<Empty description={t('square.empty')} />}
          renderRow={(post) => <SquarePostItem post={post} />}
        />
        {total > LIMITS.pageSize && (
          <Flex justify="center" style={{ marginTop: 16 }}>
            <Pagination
              current={page}
              pageSize={LIMITS.pageSize}
              total={total}
              showSizeChanger={false}
              onChange={(p) => setParams({ page: String(p) })}
            />
          </Flex>
        )}
      </Card>
    </Flex>
  );
}
