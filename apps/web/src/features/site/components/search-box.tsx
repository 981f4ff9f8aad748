import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
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
      enterButton={
        // An icon, not shown: a button without one mounts antd's loading motion, whose state update on mount
        // makes the first screen's commit one long task (app/after-first-screen.tsx). It looks as before.
        <Button type="primary" icon={<SearchOutlined />} styles={{ icon: { display: 'none' } }}>
          {t('search.button')}
        </Button>
      }
      placeholder={t('search.placeholder')}
      maxLength={50}
      data-testid="site-search"
      onSearch={(q) => navigate(`/search?q=${encodeURIComponent(q.trim())}`)}
    />
  );
}
