import { useState } from 'react';
import { Button, Card, Checkbox, Flex, Input, Select, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  AGREEMENTS,
  ARTICLE_AGREEMENTS,
  VISIBILITIES,
  bulkEndpoints,
  type BulkAction,
  type BulkItemResult,
} from '@vsqx/domain';
import { call } from '../../lib/api';
import { alertDialog, confirmDialog, toast } from '../../lib/feedback';
import { useLang } from '../../lib/i18n';
import type { BulkItem, BulkSelection } from './use-bulk-selection';

interface Props {
  selection: BulkSelection;
  /** The items of the page shown, for 全选本页. */
  pageItems: BulkItem[];
  /** Called after an action so the lists reload. */
  onDone(): void | Promise<void>;
}

/** Sends one action for the selected items: one call per kind (the 全部 tab mixes projects and MIDI). */
async function runBulk(items: BulkItem[], action: BulkAction, value?: string | number) {
  const results: (BulkItemResult & { name: string })[] = [];
  for (const kind of ['v', 'm', 'a'] as const) {
    const mine = items.filter((i) => i.kind === kind);
    if (!mine.length) continue;
    const body = { ids: mine.map((i) => i.id), action, ...(value === undefined ? {} : { value }) };
    const env =
      kind === 'a'
        ? await call(bulkEndpoints.articles, { body })
        : await call(bulkEndpoints.projects, { body: { project_type: kind, ...body } });
    for (const r of env.data.results)
      results.push({ ...r, name: mine.find((i) => i.id === r.id)?.name ?? String(r.id) });
  }
  return results;
}

/**
 * The bulk bar of the creator lists (DESIGN §8): select this page, then delete (confirmed with the count),
 * set the licence, add or remove a tag, or set who can see them. The answer names every failed item and why.
 */
export function BulkBar({ selection, pageItems, onDone }: Props) {
  const { t } = useTranslation('visibility');
  const lang = useLang();
  const [tag, setTag] = useState('');
  const count = selection.selected.length;
  const allOnPage = pageItems.length > 0 && pageItems.every((i) => selection.isSelected(i));
  const someOnPage = pageItems.some((i) => selection.isSelected(i));
  const projectsOnly = pageItems.every((i) => i.kind !== 'a');

  // The api client shows a failed call's message; the answer of a call names every item that failed.
  const bulk = useMutation({
    mutationFn: ({ action, value }: { action: BulkAction; value?: string | number }) =>
      runBulk(selection.selected, action, value),
    onSuccess: async (results) => {
      const failed = results.filter((r) => !r.success);
      const ok = results.length - failed.length;
      selection.clear();
      await onDone();
      if (failed.length)
        await alertDialog(
          `${t('bulk.done', { ok })}；${t('bulk.failed', { count: failed.length })}\n${failed.map((f) => `《${f.name}》${f.message ?? ''}`).join('\n')}`,
          'notice',
        );
      else toast.success(t('bulk.done', { ok }));
    },
  });
  const busy = bulk.isPending;

  const run = async (action: BulkAction, value?: string | number) => {
    if (!count) return;
    if (action === 'delete' && !(await confirmDialog(t('bulk.confirmDelete', { count }), { danger: true })))
      return;
    bulk.mutate({ action, value });
  };

  return (
    <Card
      size="small"
      style={{ marginBottom: 12 }}
      data-testid="bulk-bar"
      role="region"
      aria-label={t('bulk.bar')}
    >
      <Flex wrap gap={8} align="center">
        <Checkbox
          checked={allOnPage}
          indeterminate={!allOnPage && someOnPage}
          onChange={(e) => selection.setAll(pageItems, e.target.checked)}
          data-testid="bulk-select-all"
        >
          {t('bulk.selectAll')}
        </Checkbox>
        <Typography.Text type="secondary" data-testid="bulk-count">
          {t('bulk.selected', { count })}
        </Typography.Text>
        {count > 0 && (
          <>
            <Button size="small" onClick={selection.clear}>
              {t('bulk.clear')}
            </Button>
            <Select
              size="small"
              style={{ minWidth: 140 }}
              placeholder={t('bulk.setAgreement')}
              aria-label={t('bulk.setAgreement')}
              value={null}
              disabled={busy}
              data-testid="bulk-agreement"
              popupMatchSelectWidth={false}
              options={(projectsOnly ? AGREEMENTS : ARTICLE_AGREEMENTS).map((a) => ({
                value: a.value,
                label: a.label[lang],
              }))}
              onChange={(v: number) => void run('set_agreement', v)}
            />
            <Select
              size="small"
              style={{ minWidth: 130 }}
              placeholder={t('bulk.setVisibility')}
              aria-label={t('bulk.setVisibility')}
              value={null}
              disabled={busy}
              data-testid="bulk-visibility"
              options={VISIBILITIES.map((v) => ({ value: v, label: t(v) }))}
              onChange={(v: string) => void run('set_visibility', v)}
            />
            {projectsOnly && (
              <Flex gap={4}>
                <Input
                  size="small"
                  style={{ width: 110 }}
                  placeholder={t('bulk.tagPlaceholder')}
                  aria-label={t('bulk.tagPlaceholder')}
                  value={tag}
                  maxLength={20}
                  onChange={(e) => setTag(e.target.value)}
                  data-testid="bulk-tag"
                />
                <Button
                  size="small"
                  disabled={busy || !tag.trim()}
                  onClick={() => void run('add_tag', tag.trim())}
                >
                  {t('bulk.addTag')}
                </Button>
                <Button
                  size="small"
                  disabled={busy || !tag.trim()}
                  onClick={() => void run('remove_tag', tag.trim())}
                >
                  {t('bulk.removeTag')}
                </Button>
              </Flex>
            )}
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={busy}
              onClick={() => void run('delete')}
              data-testid="bulk-delete"
            >
              {t('bulk.delete')}
            </Button>
          </>
        )}
      </Flex>
    </Card>
  );
}

/** The checkbox on one card (the table's row boxes are the same selection). */
export function BulkCheckbox({ item, selection }: { item: BulkItem; selection: BulkSelection }) {
  const { t } = useTranslation('visibility');
  return (
    <Checkbox
      checked={selection.isSelected(item)}
      onChange={(e) => selection.toggle(item, e.target.checked)}
      aria-label={t('bulk.select', { name: item.name })}
      data-testid={`bulk-check-${item.kind}${item.id}`}
    />
  );
}
