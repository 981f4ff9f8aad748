import { useEffect } from 'react';
import { Button, Card, Col, Empty, Row, Space, Typography } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ARTICLE_AGREEMENTS, ARTICLE_AUTHOR_TYPES, msg, SITE_PATHS } from '@vsqx/domain';
import { isNarrowed, useListView } from '../../../components/list-views/list-view-params';
import { ListToolbar } from '../../../components/list-views/list-toolbar';
import { ListPager } from '../../../components/list-views/list-pager';
import { useQueryClient } from '@tanstack/react-query';
import { ArticleTable, articleBulkItem } from '../components/article-table';
import { BulkBar, BulkCheckbox } from '../../../components/bulk/bulk-bar';
import { useBulkSelection } from '../../../components/bulk/use-bulk-selection';
import { articleKeys } from '../api/keys';
import { confirmDialog } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useArticleList } from '../api/use-article-list';
import { useDeleteArticle } from '../api/use-delete-article';
import { ArticleCard } from '../components/article-card';

/**
 * /article?page=n (文章管理): my articles as cards or a table, 10 per page by default; deleting pulls the next
 * one in. Search (title, author), licence, original/repost and visibility filters, view and page size live in the
 * address. Checked articles (cards or rows, one selection) take a bulk action (DESIGN §8).
 */
export default function ArticleListPage() {
  const { t } = useTranslation('articles');
  const session = useSession()!;
  const { state: view, update } = useListView();
  const page = view.page;
  const list = useArticleList(session.uid, view);
  const remove = useDeleteArticle();
  const selection = useBulkSelection();
  const qc = useQueryClient();
  const go = (p: number) => update({ page: p });

  const total = list.data?.total ?? 0;
  const rows = list.data?.rows ?? [];
  const lastPage = Math.max(1, Math.ceil(total / view.pageSize));
  const emptyText = list.isLoading
    ? t('list.loading')
    : isNarrowed(view)
      ? t('listViews:noMatch')
      : t('list.empty');
  // Deleting the last card of the last page: step back to the page before instead of showing an empty one.
  useEffect(() => {
    if (list.data && !list.isPlaceholderData && page > lastPage) go(lastPage);
  });

  const onDelete = async (id: number) => {
    if (await confirmDialog(msg('confirmDeleteArticle', currentLang()), { danger: true })) remove.mutate(id);
  };

  return (
    <Card
      title={t('list.title')}
      data-testid="article-list-page"
      extra={
        <Space size={16}>
          {total > 0 && (
            <Typography.Text type="secondary" data-testid="article-total">
              {t('list.total', { total })}
            </Typography.Text>
          )}
          <Button icon={<FormOutlined />} href={SITE_PATHS.upload()} target="_blank">
            {t('list.write')}
          </Button>
        </Space>
      }
    >
      <ListToolbar
        state={view}
        filters={{ agreements: ARTICLE_AGREEMENTS, types: ARTICLE_AUTHOR_TYPES }}
        onChange={(patch) => update(patch)}
        testId="article"
      />
      <BulkBar
        selection={selection}
        pageItems={rows.map(articleBulkItem)}
        onDone={() => qc.invalidateQueries({ queryKey: articleKeys.all })}
      />
      {view.view === 'table' ? (
        <ArticleTable
          rows={rows}
          loading={list.isLoading}
          empty={emptyText}
          deletingId={remove.isPending ? remove.variables : undefined}
          onDelete={(id) => void onDelete(id)}
          selection={selection}
        />
      ) : rows.length === 0 ? (
        <Empty description={emptyText} data-testid="article-empty" />
      ) : (
        <Row gutter={[16, 16]} data-testid="article-list">
          {rows.map((item) => (
            <Col key={item.article_id} xs={24} sm={12} lg={8} xxl={6}>
              <ArticleCard
                item={item}
                check={<BulkCheckbox item={articleBulkItem(item)} selection={selection} />}
                deleting={remove.isPending && remove.variables === item.article_id}
                onDelete={() => void onDelete(item.article_id)}
              />
            </Col>
          ))}
        </Row>
      )}
      <ListPager state={view} total={total} onChange={(patch) => update(patch)} testId="article" />
    </Card>
  );
}
