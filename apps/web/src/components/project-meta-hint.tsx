import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Descriptions, Flex, Tag, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ALL_SINGER_TAGS,
  engineFields,
  LIMITS,
  MIDI_LANGUAGES,
  MUSIC_LANGUAGES,
  SYNTHESIZER_TYPES,
  TRICK_NUMS,
  type MetaSuggestion,
  type ProjectMeta,
} from '@vsqx/domain';
import { toast } from '../lib/feedback';
import { useLang } from '../lib/i18n';
import { PianoRollPreview } from './piano-roll-preview';

interface Props {
  /** What the server read from the file just uploaded (`data.meta` of the upload answer), or null. */
  meta: ProjectMeta | null | undefined;
  kind: 'vsqx' | 'midi';
  /** The slot the file was staged in, for the piano-roll preview. */
  uid: string;
  /** Fills the form with the suggestion; called only when the creator clicks Apply. */
  onApply(s: MetaSuggestion): void;
}

/**
 * "Detected: …  [Apply]" under an upload: what the file holds and what the form could take from it.
 * Suggest, never force: nothing changes until the creator applies it, and they can still edit after.
 */
export function ProjectMetaHint({ meta, kind, uid, onApply }: Props) {
  const { t } = useTranslation('meta');
  const lang = useLang();
  const [applied, setApplied] = useState(false);
  useEffect(() => setApplied(false), [meta]);
  const s = meta?.suggest;
  if (!meta || !s) return null;

  const engine = [
    SYNTHESIZER_TYPES.find((o) => o.value === s.synthesizer_type)?.label[lang],
    meta.engine.synthesizer_name,
    meta.engine.version,
  ]
    .filter(Boolean)
    .join(' · ');
  const languages = kind === 'midi' ? MIDI_LANGUAGES : MUSIC_LANGUAGES;
  const language = languages.find((o) => o.value === (kind === 'midi' ? s.midi_language : s.language))?.label[
    lang
  ];
  const items = [
    kind === 'vsqx' && {
      key: 'engine',
      label: t('hint.engine'),
      children: <span data-testid="meta-engine">{engine}</span>,
    },
    s.music_length && {
      key: 'length',
      label: t('hint.length'),
      children: (
        <span data-testid="meta-length">
          {s.music_length}
          {kind === 'vsqx' && <Typography.Text type="secondary"> {t('hint.lengthNote')}</Typography.Text>}
        </span>
      ),
    },
    { key: 'tempo', label: t('hint.tempo'), children: `${s.bpm} BPM` },
    {
      key: 'tracks',
      label: t('hint.tracks'),
      children: (
        <span data-testid="meta-tracks">
          {t('hint.tracksValue', { tracks: s.trackCount, notes: s.noteCount })}
        </span>
      ),
    },
    kind === 'midi' &&
      s.trick_num && {
        key: 'trick',
        label: t('hint.trick'),
        children: TRICK_NUMS.find((o) => o.value === s.trick_num)?.label[lang],
      },
    language && {
      key: 'language',
      label: t('hint.language'),
      children: <span data-testid="meta-language">{language}</span>,
    },
    kind === 'vsqx' &&
      s.tags.length > 0 && {
        key: 'singers',
        label: t('hint.singers'),
        children: (
          <span data-testid="meta-tags">
            {s.tags.map((tag) => (
              <Tag key={tag} color="magenta">
                {tag}
              </Tag>
            ))}
          </span>
        ),
      },
    s.lyric && {
      key: 'lyrics',
      label: t('hint.lyrics'),
      children: (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0, whiteSpace: 'pre-line' }}>
          {s.lyric}
          <Typography.Text type="secondary"> {t('hint.lyricsWhenEmpty')}</Typography.Text>
        </Typography.Paragraph>
      ),
    },
    meta.archive && { key: 'archive', label: t('hint.archive'), children: meta.archive.entry },
  ].filter(Boolean) as { key: string; label: string; children: ReactNode }[];

  const apply = () => {
    onApply(s);
    setApplied(true);
    toast.success(t('hint.appliedToast'));
  };

  return (
    <Alert
      type="info"
      showIcon
      data-testid="meta-hint"
      style={{ marginTop: 12, marginBottom: 16 }}
      title={t('hint.title')}
      description={
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          <Descriptions size="small" column={1} items={items} />
          <PianoRollPreview uid={uid} staged version={`${meta.format}-${s.noteCount}-${meta.durationSec}`} />
        </Flex>
      }
      action={
        <Button size="small" type="primary" disabled={applied} onClick={apply} data-testid="meta-apply">
          {applied ? t('hint.applied') : t('hint.apply')}
        </Button>
      }
    />
  );
}

/**
 * The project form (wire field names of spec §7): type and engine, language, singer tags (merged into
 * the selection, at most 10; singer tags of another language go, as a language change does), lyrics
 * only when the box is empty.
 */
export function applyToProjectForm(form: FormInstance, s: MetaSuggestion): void {
  const values: Record<string, unknown> = engineFields(s.synthesizer_type, s.synthesizer_name);
  let current = (form.getFieldValue('selected_list') as string[] | undefined) ?? [];
  if (s.language && s.language !== form.getFieldValue('language')) {
    values.language = s.language;
    current = current.filter((tag) => !ALL_SINGER_TAGS.includes(tag));
  }
  values.selected_list = [...new Set([...current, ...s.tags])].slice(0, LIMITS.tagsMax);
  if (s.lyric && !String(form.getFieldValue('lyric_content') ?? '').trim())
    values.lyric_content = s.lyric.slice(0, LIMITS.lyricsProjectMax);
  form.setFieldsValue(values);
}

/** The MIDI form: single/multi-track, language, lyrics only when the box is empty. */
export function applyToMidiForm(form: FormInstance, s: MetaSuggestion): void {
  const values: Record<string, unknown> = {};
  if (s.trick_num) values.trick_num = s.trick_num;
  if (s.midi_language) values.language = s.midi_language;
  if (s.lyric && !String(form.getFieldValue('lyric_content') ?? '').trim())
    values.lyric_content = s.lyric.slice(0, LIMITS.lyricsMidiMax);
  form.setFieldsValue(values);
}
