import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@vsqx/domain';
import { setLang } from '../../lib/i18n';

/** Switches the interface language; the choice is stored locally (spec §3). */
export function LanguageSwitch() {
  const { i18n } = useTranslation();
  return (
    <Segmented
      size="small"
      aria-label="language"
      value={i18n.language === 'en' ? 'en' : 'zh'}
      options={[
        { label: '中文', value: 'zh' },
        { label: 'EN', value: 'en' },
      ]}
      onChange={(v) => void setLang(v as Lang)}
    />
  );
}
