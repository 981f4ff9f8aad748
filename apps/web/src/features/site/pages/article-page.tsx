import { useEffect } from 'react';
import { Avatar, Card, Divider, Flex, Result, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import { CommentOutlined, EyeOutlined, LikeOutlined, LinkOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ARTICLE_AGREEMENTS, ARTICLE_TYPES, formatDateTime, labelOf, SITE_PATHS } from '@vsqx/domain';
import { CommentsSection } from '../../../components/lazy-sections';
import { ExternalLink } from '../../../components/external-link';
import { fileUrls } from '../../../lib/api';
import { useLang } from '../../../lib/i18n';
import { usePublicArticle } from '../../articles/api/use-public-article';
import { ArticleView } from '../../articles/components/article-view';
import { PageHeading } from '../../../components/page-heading';

/** /article/an{article_id} (DESIGN §4): the public article page. */
export default function ArticlePage() {
  const { t } = useTranslation(['articles', 'common']);
  const lang = useLang();
  const m = /^an(\d+)$/.exec(useParams().aid ?? '');
  const id = m ? Number(m[1]) : null;
  const { data: a, isLoading, isError } = usePublicArticle(id);
  useEffect(() => {
    if (a) document.title = `${a.article_title} - ${t('common:siteName')}`;
  }, [a, t]);

  if (id === null || isError) {
    return (
      <Result
        status="404"
        title={<PageHeading>404</PageHeading>}
        subTitle={t('view.notFound')}
        extra={<Link to={SITE_PATHS.home()}>{t('view.backHome')}</Link>}
        data-testid="article-missing"
      />
    );
  }
  if (isLoading || !a)
    return (
      <Card>
        <Skeleton active avatar paragraph={{ rows: 10 }} />
      </Card>
    );

  const counts = [
    { icon: <EyeOutlined />, n: a.click_num, label: t('common:counts.click'), testId: 'article-clicks' },
    {
      icon: <CommentOutlined />,
      n: a.comment_num,
      label: t('common:counts.comment'),
      testId: 'article-comments',
    },
    { icon: <LikeOutlined />, n: a.zan, label: t('common:counts.zan'), testId: 'article-zan' },
  ];
  return (
    <Flex vertical gap={16} style={{ maxWidth: 900, margin: '0 auto' }} data-testid="article-page">
      <Card>
        <Flex gap={24} wrap>
          {a.article_cover && (
            <img
              src={a.article_cover}
              alt=""
              style={{ width: 240, aspectRatio: '1.6', objectFit: 'cover', borderRadius: 8, flex: 'none' }}
              data-testid="article-page-cover"
            />
          )}
          <Flex vertical gap={12} style={{ flex: 1, minWidth: 280 }}>
            <Typography.Title level={1} style={{ fontSize: 30, margin: 0 }} data-testid="article-page-title">
              {a.article_title}
            </Typography.Title>
            <Flex justify="space-between" align="center" wrap gap={12}>
              <Space size={12}>
                <Link to={SITE_PATHS.space(a.uid)} data-testid="article-author">
                  <Space>
                    <Avatar alt="" src={fileUrls.avatar(a.uid)} icon={<UserOutlined />} />
                    <Typography.Text strong>{a.username}</Typography.Text>
                  </Space>
                </Link>
                <Typography.Text type="secondary">
                  {t('view.publishedAt', { time: formatDateTime(a.timestamp) })}
                </Typography.Text>
              </Space>
              <Space size={16}>
                {counts.map((c) => (
                  <Tooltip key={c.testId} title={c.label}>
                    <Typography.Text type="secondary" data-testid={c.testId}>
                      {c.icon} {c.n}
                    </Typography.Text>
                  </Tooltip>
                ))}
              </Space>
            </Flex>
            <Flex wrap gap={8} align="center">
              <Tag color="cyan">{labelOf(ARTICLE_TYPES, a.article_type, lang)}</Tag>
              {a.article_author_type === 2 ? (
                <>
                  <Tag color="orange">{t('view.repost')}</Tag>
                  <Typography.Text type="secondary" data-testid="article-source">
                    {t('view.repostFrom', { name: a.article_author_name })}
                  </Typography.Text>
                  <ExternalLink url={a.article_link} data-testid="article-source-link">
                    <LinkOutlined /> {t('view.sourceLink')}
                  </ExternalLink>
                </>
              ) : (
                <>
                  <Tag color="green">{t('view.original')}</Tag>
                  <Typography.Text type="secondary" data-testid="article-licence">
                    {t('view.licence', { licence: labelOf(ARTICLE_AGREEMENTS, a.article_agreement, lang) })}
                  </Typography.Text>
                </>
              )}
            </Flex>
          </Flex>
        </Flex>
        <Divider />
        <ArticleView html={a.article_html} />
      </Card>
      <CommentsSection scene={2} projectId={a.article_id} ownerUid={a.uid} />
    </Flex>
  );
}
