import { Button, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** antd's rule for spacing a button's two Chinese characters ("搜 索"); it applies it only to buttons without an icon. */
const TWO_CN_CHARS = /^[\u4E00-\u9FA5]{2}$/;

/** The site's search box: title, tag or author; answers on /search?q=. */
export function SearchBox({ initial = '', size = 'large' }: { initial?: string; size?: 'large' | 'middle' }) {
  const { t } = useTranslation('site');
  const navigate = useNavigate();
  const label = t('search.button');
  return (
    <Input.Search
      key={initial}
      defaultValue={initial}
      size={size}
      allowClear
      enterButton={
        // An icon, not shown: a button without one mounts antd's loading motion, whose state update on mount
        // makes the first screen's commit one long task (app/after-first-screen.tsx). It looks and reads as
        // before: with an icon antd no longer spaces two Chinese characters, so the label is spaced here.
        <Button
          color="primary"
          variant="solid"
          icon={<SearchOutlined />}
          styles={{ icon: { display: 'none' } }}
        >
          {TWO_CN_CHARS.test(label) ? label.split('').join(' ') : label}
        </Button>
      }
      placeholder={t('search.placeholder')}
      maxLength={50}
      data-testid="site-search"
      onSearch={(q) => navigate(`/search?q=${encodeURIComponent(q.trim())}`)}
    />
  );
}
