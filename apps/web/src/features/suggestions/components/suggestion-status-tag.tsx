import { Tag } from 'antd';
import { SUGGEST_STATUSES, type SuggestStatus } from '@vsqx/domain';
import { useLang } from '../../../lib/i18n';

const COLORS: Record<SuggestStatus, string> = { 1: 'processing', 2: 'gold', 3: 'error', 4: 'success' };

/** suggest_status as a coloured tag with its spec label. */
export function SuggestionStatusTag({ status }: { status: SuggestStatus }) {
  const lang = useLang();
  return (
    <Tag color={COLORS[status]} data-testid="suggestion-status" data-status={status}>
      {SUGGEST_STATUSES.find((s) => s.value === status)?.label[lang]}
    </Tag>
  );
}
