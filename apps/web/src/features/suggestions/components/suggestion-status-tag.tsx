import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SUGGEST_STATUSES, type SuggestStatus } from '@vsqx/domain';

const COLORS: Record<SuggestStatus, string> = { 1: 'processing', 2: 'gold', 3: 'error', 4: 'success' };

/** suggest_status as a coloured tag with its spec label. */
export function SuggestionStatusTag({ status }: { status: SuggestStatus }) {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  return (
    <Tag color={COLORS[status]} data-testid="suggestion-status" data-status={status}>
      {SUGGEST_STATUSES.find((s) => s.value === status)?.label[lang]}
    </Tag>
  );
}
