import { useEffect } from 'react';
import { Card, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { creatorPath } from '@vsqx/domain';
import { useArticle } from '../api/use-article';
import { ArticleForm } from '../components/article-form';

/** `?an=` as an article id, or null when missing or not a positive integer. */
function parseArticleId(raw: string | null): number | null {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * /article_update?an={id}: loads my article and edits it. If loading fails, the client has shown the
 * server's message; then the user goes back to list page 1 (spec §8).
 */
export default function ArticleEditPage() {
  const { t } = useTranslation('articles');
  const [params] = useSearchParams();
  const id = parseArticleId(params.get('an'));
  const article = useArticle(id);
  const navigate = useNavigate();
  const failed = id === null || article.isError;
  useEffect(() => {
    if (failed) navigate(creatorPath.articles(), { replace: true });
  }, [failed, navigate]);

  return (
    <Card title={t('edit.title')} data-testid="article-edit-page">
      {article.data ? (
        <ArticleForm key={article.data.article_id} mode="edit" article={article.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Card>
  );
}
