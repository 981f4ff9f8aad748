import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { AGREEMENTS, labelOf, MIDI_LANGUAGES, MIDI_TYPES, TRICK_NUMS, type MidiDetail } from '@vsqx/domain';
import { useLang } from '../../../lib/i18n';
import { FixedDescriptions } from '../../../components/fixed-descriptions';

/** Type, tracks, language, licence and tags of a MIDI project. */
export function MidiFacts({ m }: { m: MidiDetail }) {
  const { t } = useTranslation('site');
  const lang = useLang();
  const items = [
    { key: 'engine', label: t('project.engine'), children: 'MIDI' },
    {
      key: 'type',
      label: t('project.type'),
      children: `${labelOf(MIDI_TYPES, m.midi_type, lang)}${m.midi_type === '2' && m.p_name ? ` · ${m.p_name}` : ''}`,
    },
    { key: 'tracks', label: t('project.tracks'), children: labelOf(TRICK_NUMS, m.trick_num, lang) },
    {
      key: 'language',
      label: t('project.language'),
      children: labelOf(MIDI_LANGUAGES, m.midi_language, lang),
    },
    {
      key: 'licence',
      label: t('project.licence'),
      span: 2,
      children: <span data-testid="licence-label">{labelOf(AGREEMENTS, m.agreement, lang)}</span>,
    },
    {
      key: 'tags',
      label: t('project.tags'),
      span: 2,
      children: m.tags.length ? m.tags.map((x) => <Tag key={x}>{x}</Tag>) : '-',
    },
  ];
  return <FixedDescriptions column={{ xs: 1, sm: 2 }} items={items} data-testid="project-facts" />;
}
