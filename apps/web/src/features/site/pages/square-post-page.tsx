import { Button, Card, Flex, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { SITE_PATHS } from '@vsqx/domain';
import { CommentsSection } from '../../../components/comments-section';
import { usePageTitle } from '../../../lib/page-title';
import { useSquarePost } from '../api/use-square';
import { SquarePostItem } from '../components/square-post-item';
import { PageHeading } from '../../../components/page-heading';
import { RowList } from '../../../components/row-list/row-list';

/** /square/sn{id}: one post and its comments (scene 3). */
export default function SquarePostPage() {
  const { t } = useTranslation('site');
  const m = /^sn(\d+)$/.exec(useParams().sid ?? '');
  const id = m ? Number(m[1]) : 0;
  const q = useSquarePost(id);
  usePageTitle(t('square.title'));
  if (!m || (!q.isLoading && !q.data))
    return <Result status="404" title={<PageHeading>404</PageHeading>} subTitle={t('square.missing')} />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 800, margin: '0 auto', width: '100%' }}>
      <PageHeading hidden>{t('square.title')}</PageHeading>
      <Link to={SITE_PATHS.square()}>
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingLeft: 0 }}>
          {t('square.back')}
        </Button>
      </Link>
      <Card>
        {q.data ? (
          <RowList
            items={[q.data]}
            rowKey={(p) => p.id}
            renderRow={(p) => <SquarePostItem post={p} linked={false} />}
          />
        ) : (
          <Skeleton active avatar />
        )}
      </Card>
      {q.data && <CommentsSection scene={3} projectId={q.data.id} ownerUid={q.data.uid} />}
    </Flex>
  );
}
