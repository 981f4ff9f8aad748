import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { metaMusicLength } from '@vsqx/domain';
import { projectMetaQuery } from './project-meta-query';
import { PianoRollPreview } from './piano-roll-preview';

const KIND_COLOURS = { vocal: 'magenta', audio: 'default', midi: 'blue' } as const;

/** The public meta of a live project (`GET /api/app/project_meta/{uid}`); null when the file said nothing. */
export function useProjectMeta(uid: string, version: number) {
  return useQuery(projectMetaQuery(uid, version));
}

/**
 * "What is inside" on a project page: engine, length, tempo, tracks with their singers, and the
 * server-drawn piano roll. Names come from the file and are shown as text only.
 */
export function ProjectMetaPanel({ uid, version }: { uid: string; version: number }) {
  const { t } = useTranslation('meta');
  const q = useProjectMeta(uid, version);
  const meta = q.data;
  if (!meta) return null;
  const s = meta.suggest;
  const sig = meta.timeSignatures[0];
  const tracks = meta.tracks.filter((tr) => tr.noteCount > 0 || tr.kind === 'audio').slice(0, 12);
  const items = [
    {
      key: 'engine',
      label: t('panel.engine'),
      children: [meta.engine.synthesizer_name, meta.engine.version].filter(Boolean).join(' ') || meta.format,
    },
    meta.durationSec > 0 && {
      key: 'length',
      label: t('panel.length'),
      children: <span data-testid="meta-panel-length">{metaMusicLength(meta.durationSec)}</span>,
    },
    meta.tempos[0] && {
      key: 'tempo',
      label: t('panel.tempo'),
      children: t('panel.bpm', { bpm: meta.tempos[0].bpm }),
    },
    sig && { key: 'sig', label: t('panel.timeSignature'), children: `${sig.num}/${sig.den}` },
    s &&
      s.tags.length > 0 && {
        key: 'singers',
        label: t('panel.singers'),
        children: s.tags.map((tag) => (
          <Tag key={tag} color="magenta">
            {tag}
          </Tag>
        )),
      },
    s && { key: 'notes', label: t('panel.notes'), children: s.noteCount },
    meta.archive && { key: 'archive', label: t('panel.archive'), children: meta.archive.entry },
  ].filter((i) => !!i) as { key: string; label: string; children: ReactNode }[];
  return (
    <Card size="small" title={t('panel.title')} data-testid="meta-panel">
      <Flex vertical gap={12}>
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
        {tracks.length > 0 && (
          <Flex wrap gap={6} data-testid="meta-panel-tracks">
            {tracks.map((tr, i) => (
              <Tag key={i} color={KIND_COLOURS[tr.kind]}>
                {t(`panel.${tr.kind}`)} · {tr.name || `#${i + 1}`}
                {tr.singers.length > 0 && (
                  <Typography.Text type="secondary"> ({tr.singers.join(', ')})</Typography.Text>
                )}
              </Tag>
            ))}
          </Flex>
        )}
        <PianoRollPreview uid={uid} version={version} />
      </Flex>
    </Card>
  );
}
