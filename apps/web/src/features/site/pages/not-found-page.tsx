import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation('site');
  return <Result status="404" title="404" subTitle={t('notFound')} extra={<Link to="/"><Button type="primary">{t('nav.home')}</Button></Link>} />;
}
