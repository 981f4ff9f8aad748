import { Segmented } from 'antd';
import type { Lang } from '@vsqx/domain';
import { setLang, useLang } from '../../lib/i18n';

/** Switches the interface language; the choice is stored locally (spec §3). */
export function LanguageSwitch() {
  const lang = useLang();
  return (
    <Segmented
      size="small"
      aria-label="language"
      value={lang}
      options={[
        { label: '中文', value: 'zh' },
        { label: 'EN', value: 'en' },
      ]}
      onChange={(v) => void setLang(v as Lang)}
    />
  );
}
