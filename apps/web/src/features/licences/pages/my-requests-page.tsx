import { useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  APPLY_ALLOWED,
  APPLY_REFUSED,
  APPLY_REFUSED_LEGACY,
  APPLY_WAITING,
  LICENCE_LIMITS,
  workLinkBodySchema,
  type MyApplyRow,
} from '@vsqx/domain';
import { useAddWork } from '../api/use-licence-extras';
import { TextPromptModal } from '../components/text-prompt-modal';
import { confirmDialog } from '../../../lib/feedback';
import { useMyRequests } from '../api/use-request-lists';
import { useCancelRequest, useDeleteRequest } from '../api/use-request-actions';
import { RequestsFrame } from '../components/requests-frame';
import { RequestList } from '../components/request-list';
import { useListParams } from '../hooks/use-list-params';

/** /apply (我的申请, title 授权申请): my own licence requests; cancel a waiting one, delete a refused one. */
export default function MyRequestsPage() {
  const { t } = useTranslation('licences');
  const { status, page, filter, go } = useListParams();
  const list = useMyRequests(status, page, filter);
  const addWork = useAddWork();
  const [workFor, setWorkFor] = useState<number | null>(null);
  const cancel = useCancelRequest();
  const remove = useDeleteRequest();

  const actions = (row: MyApplyRow) => {
    if (row.author_reply === APPLY_WAITING) {
      return [
        <Button
          key="cancel"
          size="small"
          loading={cancel.isPending && cancel.variables === row.id}
          data-testid="request-cancel"
          onClick={() =>
            void confirmDialog(t('mine.confirmCancel')).then((ok) => ok && cancel.mutate(row.id))
          }
        >
          {t('mine.cancel')}
        </Button>,
      ];
    }
    if (row.author_reply === APPLY_REFUSED || row.author_reply === APPLY_REFUSED_LEGACY) {
      return [
        <Button
          key="delete"
          size="small"
          danger
          loading={remove.isPending && remove.variables === row.id}
          data-testid="request-delete"
          onClick={() =>
            void confirmDialog(t('mine.confirmDelete'), { danger: true }).then(
              (ok) => ok && remove.mutate(row.id),
            )
          }
        >
          {t('mine.delete')}
        </Button>,
      ];
    }
    if (row.author_reply === APPLY_ALLOWED && !row.revoked_at) {
      return [
        <Button
          key="work"
          size="small"
          type="primary"
          data-testid="request-add-work"
          onClick={() => setWorkFor(row.id)}
        >
          {t('v2.addWork')}
        </Button>,
      ];
    }
    return [];
  };

  return (
    <RequestsFrame
      side="mine"
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
        party={(row) => ({ label: t('mine.author'), uid: row.author_uid, name: row.author_name })}
      />
      <TextPromptModal
        open={workFor !== null}
        title={t('v2.addWork')}
        label={t('v2.workLink')}
        placeholder={t('v2.workLinkPlaceholder')}
        maxLength={LICENCE_LIMITS.workLinkMax}
        schema={workLinkBodySchema.shape.link}
        busy={addWork.isPending}
        okText={t('v2.save')}
        testId="work-modal"
        onCancel={() => setWorkFor(null)}
        onOk={(link) =>
          workFor !== null && addWork.mutate({ id: workFor, link }, { onSuccess: () => setWorkFor(null) })
        }
      />
    </RequestsFrame>
  );
}
