import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SITE_PATHS } from '@vsqx/domain';
import { PageHeading } from '../../../components/page-heading';
import { usePageTitle } from '../../../lib/page-title';

export default function NotFoundPage() {
  const { t } = useTranslation('site');
  usePageTitle('404');
  return (
    <Result
      status="404"
      title={<PageHeading>404</PageHeading>}
      subTitle={t('notFound')}
      extra={
        <Link to={SITE_PATHS.home()}>
          <Button type="primary">{t('nav.home')}</Button>
        </Link>
      }
    />
  );
}
