import { useEffect } from 'react';
import { Button, Card, Col, Empty, Pagination, Row, Space, Typography } from 'antd';
import { FormOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LIMITS, msg, parsePageParam, SITE_PATHS } from '@vsqx/domain';
import { confirmDialog } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useArticleList } from '../api/use-article-list';
import { useDeleteArticle } from '../api/use-delete-article';
import { ArticleCard } from '../components/article-card';

/** /article?page=n (文章管理): my articles as cards, 10 per page; deleting pulls the next one in. */
export default function ArticleListPage() {
  const { t } = useTranslation('articles');
  const session = useSession()!;
  const [params, setParams] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const list = useArticleList(session.uid, page);
  const remove = useDeleteArticle();
  const go = (p: number) => setParams({ page: String(p) });

  const total = list.data?.total ?? 0;
  const rows = list.data?.rows ?? [];
  const lastPage = Math.max(1, Math.ceil(total / LIMITS.pageSize));
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
          {total > 0 && <Typography.Text type="secondary" data-testid="article-total">{t('list.total', { total })}</Typography.Text>}
          <Button icon={<FormOutlined />} href={SITE_PATHS.upload()} target="_blank">
            {t('list.write')}
          </Button>
        </Space>
      }
    >
      {rows.length === 0 ? (
        <Empty description={list.isLoading ? t('list.loading') : t('list.empty')} data-testid="article-empty" />
      ) : (
        <Row gutter={[16, 16]} data-testid="article-list">
          {rows.map((item) => (
            <Col key={item.article_id} xs={24} sm={12} lg={8} xxl={6}>
              <ArticleCard item={item} deleting={remove.isPending && remove.variables === item.article_id} onDelete={() => void onDelete(item.article_id)} />
            </Col>
          ))}
        </Row>
      )}
      {total > LIMITS.pageSize && (
        <Pagination current={page} pageSize={LIMITS.pageSize} total={total} showSizeChanger={false} align="center" onChange={go} style={{ marginTop: 24 }} />
      )}
    </Card>
  );
}
