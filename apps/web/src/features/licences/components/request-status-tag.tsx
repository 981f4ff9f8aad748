import { Tag } from 'antd';
import { APPLY_ALLOWED, APPLY_STATUSES, APPLY_WAITING } from '@vsqx/domain';
import { useLang } from '../../../lib/i18n';

/** author_reply as a coloured tag; 5 (a legacy refusal) reads as refused. */
export function RequestStatusTag({ status }: { status: number }) {
  const lang = useLang();
  const value = status === APPLY_WAITING || status === APPLY_ALLOWED ? status : 3;
  const color = value === APPLY_WAITING ? 'processing' : value === APPLY_ALLOWED ? 'success' : 'error';
  return (
    <Tag color={color} data-testid="request-status" data-status={value}>
      {APPLY_STATUSES.find((s) => s.value === value)!.label[lang]}
    </Tag>
  );
}
