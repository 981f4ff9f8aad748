import { useState } from 'react';
import { Button, Flex, Input, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  LIMITS,
  MANAGER_QUICK_COMMENTS,
  SUGGEST_TRANSITIONS,
  msg,
  managerCommentSchema,
  type SuggestStatus,
  type SuggestionRow,
} from '@vsqx/domain';
import { alertDialog, confirmDialog } from '../../../lib/feedback';
import { currentLang } from '../../../lib/i18n';
import { useSetSuggestionStatus } from '../api/use-set-suggestion-status';

const ACTION_KEY: Record<SuggestStatus, string> = { 1: '', 2: 'agree', 3: 'refuse', 4: 'merged' };

/** The comment box (capped at 15, spec §5), the two quick comments and the legal moves of one suggestion. */
export function ManagerActions({ row }: { row: SuggestionRow }) {
  const { t } = useTranslation('suggestions');
  const [comment, setComment] = useState('');
  const move = useSetSuggestionStatus();
  const targets = SUGGEST_TRANSITIONS[row.suggest_status];
  if (targets.length === 0) return null;

  const go = async (to: SuggestStatus) => {
    const checked = managerCommentSchema.safeParse(comment);
    if (!checked.success) return alertDialog(msg(checked.error.issues[0].message, currentLang()), 'error');
    if (!(await confirmDialog(t(`confirm.${ACTION_KEY[to]}`), { danger: to === 3 }))) return;
    move.mutate({ id: row.id, suggest_status: to, manager_comment: checked.data });
  };

  return (
    <Flex vertical gap={8} data-testid="manager-actions">
      <Flex gap={8} wrap align="center">
        <Input
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={LIMITS.managerCommentInputMax}
          showCount
          placeholder={t('commentPlaceholder')}
          style={{ width: 280 }}
          data-testid="manager-comment"
        />
        <Typography.Text type="secondary">{t('quick')}</Typography.Text>
        {MANAGER_QUICK_COMMENTS.map((c) => (
          <Tag
            key={c}
            color="blue"
            style={{ cursor: 'pointer' }}
            onClick={() => setComment(c)}
            data-testid="quick-comment"
          >
            {c}
          </Tag>
        ))}
      </Flex>
      <Flex gap={8}>
        {targets.map((to) => (
          <Button
            key={to}
            size="small"
            type={to === 3 ? 'default' : 'primary'}
            danger={to === 3}
            loading={move.isPending && move.variables?.suggest_status === to}
            disabled={move.isPending}
            onClick={() => void go(to)}
            data-testid={`suggestion-${ACTION_KEY[to]}`}
          >
            {t(`action.${ACTION_KEY[to]}`)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
