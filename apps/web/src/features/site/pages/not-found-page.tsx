import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/page-title';

export default function NotFoundPage() {
  const { t } = useTranslation('site');
  usePageTitle('404');
  return <Result status="404" title="404" subTitle={t('notFound')} extra={<Link to="/"><Button type="primary">{t('nav.home')}</Button></Link>} />;
}
