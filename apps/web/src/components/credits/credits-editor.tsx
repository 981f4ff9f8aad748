import { useEffect, useState } from 'react';
import { AutoComplete, Button, Flex, Input, InputNumber, Select, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  CREDIT_ROLE_OPTIONS,
  LICENCE_LIMITS,
  labelOf,
  msg,
  projectCreditsSchema,
  siteEndpoints,
  type CreditRole,
  type LicenceProjectType,
  type OwnerCredit,
  type UserSuggestion,
} from '@vsqx/domain';
import { call } from '../../lib/api';
import { alertDialog } from '../../lib/feedback';
import { useLang } from '../../lib/i18n';
import { useMyCredits, useSaveCredits } from './use-credits';

/** One editable line: a site user (uid + shown name), a free-text name, or (role source) a project number. */
interface Row {
  key: number;
  role: CreditRole;
  kind: 'user' | 'name';
  uid?: number;
  username?: string;
  name?: string;
  source_project_id?: number;
  status?: OwnerCredit['status'];
}

let nextKey = 1;
const fromCredit = (c: OwnerCredit): Row => ({
  key: nextKey++,
  role: c.role,
  kind: c.uid ? 'user' : 'name',
  uid: c.uid,
  username: c.uid ? c.name : undefined,
  name: c.uid ? undefined : c.name,
  source_project_id: c.source_project_id,
  status: c.uid ? c.status : undefined,
});

/** A username box offering matching site users (GET /api/app/users?prefix=), choosing one sets the uid. */
function UserPicker({
  row,
  onChange,
  label,
}: {
  row: Row;
  onChange: (r: Partial<Row>) => void;
  label: string;
}) {
  const { t } = useTranslation('licences');
  const [options, setOptions] = useState<UserSuggestion[]>([]);
  return (
    <AutoComplete
      aria-label={label}
      style={{ minWidth: 160, flex: 1 }}
      value={row.username ?? ''}
      placeholder={t('credits.uidPlaceholder')}
      options={options.map((u) => ({ value: u.username, label: u.username }))}
      onSearch={(text) => {
        onChange({ username: text, uid: undefined });
        if (!text.trim()) return setOptions([]);
        // A failed lookup offers nothing (the api client has already shown a network failure or sent to login).
        void call(siteEndpoints.users, { query: { prefix: text.trim() } }, { silent: true }).then(
          (env) => setOptions(env.data),
          () => setOptions([]),
        );
      }}
      onSelect={(name: string) =>
        onChange({ username: name, uid: options.find((u) => u.username === name)?.uid })
      }
      data-testid="credit-user-input"
    />
  );
}

/** The credits of my project (project edit page): add, remove, reorder by removing; saved all at once. */
export function CreditsEditor({
  projectType,
  projectId,
}: {
  projectType: LicenceProjectType;
  projectId: number;
}) {
  const { t } = useTranslation('licences');
  const lang = useLang();
  const current = useMyCredits(projectType, projectId, true);
  const save = useSaveCredits();
  const [rows, setRows] = useState<Row[] | null>(null);
  useEffect(() => {
    if (current.data && rows === null) setRows(current.data.map(fromCredit));
  }, [current.data, rows]);
  const list = rows ?? [];
  // From the rows as they are when React applies the change, not as this render saw them: the user box's
  // changes (typing, choosing a suggestion) may come before a role chosen just before was rendered.
  const update = (key: number, patch: Partial<Row>) =>
    setRows((now) => (now ?? []).map((r) => (r.key === key ? { ...r, ...patch } : r)));

  const submit = () => {
    const input = {
      project_type: projectType,
      project_id: projectId,
      credits: list.map((r) =>
        r.role === 'source'
          ? { role: r.role, source_project_id: r.source_project_id }
          : r.kind === 'user'
            ? { role: r.role, uid: r.uid }
            : { role: r.role, name: r.name?.trim() },
      ),
    };
    if (list.some((r) => r.role !== 'source' && r.kind === 'user' && !r.uid))
      return void alertDialog(msg('creditUserMissing', lang), 'notice');
    const parsed = projectCreditsSchema.safeParse(input);
    if (!parsed.success) return void alertDialog(msg(parsed.error.issues[0].message, lang), 'notice');
    // The lines are shown again from the server (with each invitation's status) once it has answered with the
    // saved list: resetting to the cached query here would show the list from before the save and keep it.
    save.mutate(parsed.data, {
      // refetch() does not reject: a failed read leaves the rows as they were saved.
      onSuccess: () =>
        void current.refetch().then((fresh) => {
          if (fresh.isSuccess) setRows(fresh.data.map(fromCredit));
        }),
    });
  };

  return (
    <Flex vertical gap={8} data-testid="credits-editor">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('credits.editTitle')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('credits.editHint')}</Typography.Text>
      {list.map((r, i) => (
        <Flex key={r.key} gap={8} wrap align="center" data-testid="credit-row">
          <Select<CreditRole>
            aria-label={`${t('credits.role')} ${i + 1}`}
            style={{ width: 120 }}
            value={r.role}
            onChange={(role) => update(r.key, { role })}
            options={CREDIT_ROLE_OPTIONS.map((o) => ({
              value: o.value,
              label: labelOf(CREDIT_ROLE_OPTIONS, o.value, lang),
            }))}
            data-testid="credit-role"
          />
          {r.role === 'source' ? (
            <InputNumber
              aria-label={`${t('credits.sourcePlaceholder')} ${i + 1}`}
              placeholder={t('credits.sourcePlaceholder')}
              min={1}
              style={{ width: 200 }}
              value={r.source_project_id}
              onChange={(v) => update(r.key, { source_project_id: v ?? undefined })}
              data-testid="credit-source-input"
            />
          ) : (
            <>
              <Select<'user' | 'name'>
                aria-label={`${t('credits.who')} ${i + 1}`}
                style={{ width: 110 }}
                value={r.kind}
                onChange={(kind) => update(r.key, { kind })}
                options={[
                  { value: 'user', label: t('credits.kindUser') },
                  { value: 'name', label: t('credits.kindName') },
                ]}
                data-testid="credit-kind"
              />
              {r.kind === 'user' ? (
                <UserPicker
                  row={r}
                  label={`${t('credits.uidPlaceholder')} ${i + 1}`}
                  onChange={(p) => update(r.key, p)}
                />
              ) : (
                <Input
                  aria-label={`${t('credits.namePlaceholder')} ${i + 1}`}
                  style={{ minWidth: 160, flex: 1 }}
                  maxLength={LICENCE_LIMITS.creditNameMax}
                  placeholder={t('credits.namePlaceholder')}
                  value={r.name}
                  onChange={(e) => update(r.key, { name: e.target.value })}
                  data-testid="credit-name-input"
                />
              )}
            </>
          )}
          {r.status && <Tag data-testid="credit-status">{t(`credits.status.${r.status}`)}</Tag>}
          <Button
            aria-label={`${t('credits.remove')} ${i + 1}`}
            icon={<DeleteOutlined />}
            onClick={() => setRows((now) => (now ?? []).filter((x) => x.key !== r.key))}
          />
        </Flex>
      ))}
      <Flex gap={8} wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={list.length >= LICENCE_LIMITS.creditsMax}
          onClick={() => {
            const added: Row = { key: nextKey++, role: 'tuning', kind: 'user' };
            setRows((now) => [...(now ?? []), added]);
          }}
          data-testid="credit-add"
        >
          {t('credits.add')}
        </Button>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="credits-save">
          {t('credits.save')}
        </Button>
      </Flex>
    </Flex>
  );
}
