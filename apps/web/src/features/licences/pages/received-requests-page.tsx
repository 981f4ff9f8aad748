import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPLY_ALLOWED,
  APPLY_WAITING,
  LICENCE_LIMITS,
  revokeSchema,
  type ReceivedApplyRow,
} from '@vsqx/domain';
import { useRevoke } from '../api/use-licence-extras';
import { TextPromptModal } from '../components/text-prompt-modal';
import { useReceivedRequests } from '../api/use-request-lists';
import { useAnswerRequest } from '../api/use-request-actions';
import { AnswerModal } from '../components/answer-modal';
import { RequestsFrame } from '../components/requests-frame';
import { RequestList } from '../components/request-list';
import { useListParams } from '../hooks/use-list-params';

/** /authorization (授权审批): requests to my projects; allow or refuse a waiting one, with an optional reply. */
export default function ReceivedRequestsPage() {
  const { t } = useTranslation('licences');
  const { status, page, filter, go } = useListParams();
  const list = useReceivedRequests(status, page, filter);
  const revoke = useRevoke();
  const [revokeFor, setRevokeFor] = useState<number | null>(null);
  const answer = useAnswerRequest();
  const [target, setTarget] = useState<{ row: ReceivedApplyRow; allow: boolean } | null>(null);

  const confirm = (replyText: string) => {
    if (!target) return;
    answer.mutate(
      {
        projectId: target.row.project_id,
        projectType: target.row.project_type,
        applyUid: target.row.apply_uid,
        allow: target.allow,
        replyText,
      },
      // A 409 (someone else's change, or the applicant cancelled) also closes: the list is fetched again.
      { onSettled: () => setTarget(null) },
    );
  };

  const actions = (row: ReceivedApplyRow) =>
    row.author_reply === APPLY_WAITING
      ? [
          <Button
            key="allow"
            size="small"
            type="primary"
            data-testid="request-allow"
            onClick={() => setTarget({ row, allow: true })}
          >
            {t('answer.allow')}
          </Button>,
          <Button
            key="refuse"
            size="small"
            danger
            data-testid="request-refuse"
            onClick={() => setTarget({ row, allow: false })}
          >
            {t('answer.refuse')}
          </Button>,
        ]
      : row.author_reply === APPLY_ALLOWED && !row.revoked_at
        ? [
            <Button
              key="revoke"
              size="small"
              danger
              data-testid="request-revoke"
              onClick={() => setRevokeFor(row.id)}
            >
              {t('v2.revoke')}
            </Button>,
          ]
        : [];

  return (
    <RequestsFrame
      side="received"
      status={status}
      onStatus={(s) => go({ status: s })}
      filter={filter}
      onFilter={(f) => go({ filter: f })}
      total={list.data?.total ?? 0}
    >
      <RequestList
        rows={list.data?.rows ?? []}
        total={list.data?.total ?? 0}
        page={page}
        loading={list.isLoading}
        onPage={(p) => go({ page: p })}
        actions={actions}
        party={(row) => ({
          label: t('received.applicant'),
          uid: row.apply_uid,
          name: row.apply_name,
          testId: 'request-applicant',
        })}
      />
      <TextPromptModal
        open={revokeFor !== null}
        title={t('v2.revoke')}
        label={t('v2.revokeReasonLabel')}
        maxLength={LICENCE_LIMITS.revokeReasonMax}
        schema={revokeSchema.shape.reason}
        busy={revoke.isPending}
        okText={t('v2.revoke')}
        danger
        testId="revoke-modal"
        onCancel={() => setRevokeFor(null)}
        onOk={(reason) =>
          revokeFor !== null &&
          revoke.mutate({ id: revokeFor, reason }, { onSettled: () => setRevokeFor(null) })
        }
      />
      <AnswerModal
        target={target}
        busy={answer.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirm}
      />
    </RequestsFrame>
  );
}
