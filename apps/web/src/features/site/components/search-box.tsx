import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** The site's search box: title, tag or author; answers on /search?q=. */
export function SearchBox({ initial = '', size = 'large' }: { initial?: string; size?: 'large' | 'middle' }) {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  return (
    <Input.Search
      key={initial}
      defaultValue={initial}
      size={size}
      allowClear
      enterButton={t('search.button')}
      placeholder={t('search.placeholder')}
      maxLength={50}
      data-testid="site-search"
      onSearch={(q) => navigate(`/search?q=${encodeURIComponent(q.trim())}`)}
    />
  );
}
