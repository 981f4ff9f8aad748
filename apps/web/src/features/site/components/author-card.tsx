import { Button, Card, Flex } from 'antd';
import { EditOutlined, HomeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_PATHS, type AuthorInfo } from '@vsqx/domain';
import { useSession } from '../../../lib/session';
import { AuthorLine } from './author-line';

/** The side card of a project page: who uploaded it, their space, and for the owner the way to edit. */
export function AuthorCard({ author, editPath }: { author: AuthorInfo; editPath: string }) {
  const { t } = useTranslation('site');
  const session = useSession();
  return (
    <Card size="small" title={t('project.uploader')} data-testid="author-card">
      <Flex vertical gap={12}>
        <AuthorLine author={author} size={48} />
        <Flex gap={8} wrap>
          <Link to={SITE_PATHS.space(author.uid)}>
            <Button icon={<HomeOutlined />}>{t('project.visitSpace')}</Button>
          </Link>
          {session?.uid === author.uid && (
            <Button icon={<EditOutlined />} href={SITE_PATHS.creator(editPath)} data-testid="edit-in-creator">
              {t('project.edit')}
            </Button>
          )}
        </Flex>
      </Flex>
    </Card>
  );
}
