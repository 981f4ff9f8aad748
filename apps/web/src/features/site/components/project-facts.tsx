import { Flex, Rate, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  AGREEMENTS,
  B_TYPES,
  labelOf,
  LIMITS,
  MUSIC_LANGUAGES,
  MUSIC_LEVELS,
  MUSIC_TYPES,
  OTHER_ENGINE_TYPE,
  SYNTHESIZER_TYPES,
  type ProjectDetail,
} from '@vsqx/domain';
import { useLang } from '../../../lib/i18n';
import { FixedDescriptions } from '../../../components/fixed-descriptions';

/** Where a BV id or AU number lives on bilibili. */
export function bilibiliUrl(bAv: string, bType: number): string {
  return bType === 2 ? `https://www.bilibili.com/audio/au${bAv}` : `https://www.bilibili.com/video/${bAv}`;
}

/** Engine, singers, language, tuning level, licence, BV/AU, type and author of a vsqx project. */
export function ProjectFacts({ p }: { p: ProjectDetail }) {
  const { t } = useTranslation('site');
  const lang = useLang();
  const engine =
    p.synthesizer_type === OTHER_ENGINE_TYPE && p.synthesizer_name
      ? p.synthesizer_name
      : labelOf(SYNTHESIZER_TYPES, p.synthesizer_type, lang);
  const otherTags = p.tags.filter((x) => !p.singer_tags.includes(x));
  const items = [
    { key: 'engine', label: t('project.engine'), children: engine },
    {
      key: 'singers',
      label: t('project.singers'),
      children: p.singer_tags.length ? (
        p.singer_tags.map((s) => (
          <Tag key={s} color="cyan">
            {s}
          </Tag>
        ))
      ) : (
        <Typography.Text type="secondary">-</Typography.Text>
      ),
    },
    {
      key: 'language',
      label: t('project.language'),
      children: labelOf(MUSIC_LANGUAGES, p.music_language, lang),
    },
    {
      key: 'level',
      label: t('project.level'),
      children: (
        <Flex gap={8} align="center">
          <Rate
            disabled
            count={LIMITS.ratingStars}
            value={Math.min(p.music_level, LIMITS.ratingStars)}
            style={{ fontSize: 14 }}
          />
          <span>{labelOf(MUSIC_LEVELS, p.music_level, lang)}</span>
        </Flex>
      ),
    },
    {
      key: 'type',
      label: t('project.type'),
      children: `${labelOf(MUSIC_TYPES, p.music_type, lang)}${p.music_type === 2 && p.p_name ? ` · ${p.p_name}` : ''}`,
    },
    {
      key: 'bv',
      label: labelOf(B_TYPES, p.b_type, lang),
      children: p.b_av ? (
        <Typography.Link
          href={bilibiliUrl(p.b_av, p.b_type)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="bv-link"
        >
          {p.b_type === 2 ? `au${p.b_av}` : p.b_av}
        </Typography.Link>
      ) : (
        '-'
      ),
    },
    {
      key: 'licence',
      label: t('project.licence'),
      span: 2,
      children: <span data-testid="licence-label">{labelOf(AGREEMENTS, p.agreement, lang)}</span>,
    },
    {
      key: 'tags',
      label: t('project.tags'),
      span: 2,
      children: otherTags.length ? otherTags.map((x) => <Tag key={x}>{x}</Tag>) : '-',
    },
  ];
  return <FixedDescriptions column={{ xs: 1, sm: 2 }} items={items} data-testid="project-facts" />;
}
