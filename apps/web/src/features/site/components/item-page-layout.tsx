import type { ReactNode } from 'react';
import { Card, Col, Flex, Tag, Tooltip, Typography } from 'antd';
import { FixedRow } from '../../../components/fixed-row';
import { useTranslation } from 'react-i18next';
import {
  cardDay,
  formatDateTime,
  UPLOAD_TRANSFERRING,
  type AuthorInfo,
  type CardCountKey,
} from '@vsqx/domain';
import { usePageTitle } from '../../../lib/page-title';
import { AuthorLine } from './author-line';
import { CountStrip } from './count-strip';
import { AfterFirstScreen } from '../../../app/after-first-screen';

interface Props {
  cover: string;
  title: string;
  kindLabel: string;
  author: AuthorInfo;
  upTime: number;
  uploadFinish: number;
  counts: Record<CardCountKey, number>;
  actions: ReactNode;
  player?: ReactNode;
  main: ReactNode;
  side: ReactNode;
}

/** The frame of a project page: header card (cover, title, author, counts, actions), main and side columns. */
export function ItemPageLayout(p: Props) {
  const { t } = useTranslation('site');
  usePageTitle(p.title);
  return (
    <Flex vertical gap={16}>
      <Card data-testid="project-header">
        <Flex gap={24} wrap>
          <img
            src={p.cover}
            alt=""
            width={240}
            height={150}
            style={{ objectFit: 'cover', borderRadius: 8, flex: 'none' }}
            data-testid="project-cover"
            fetchPriority="high"
          />
          <Flex vertical gap={12} style={{ flex: 1, minWidth: 280 }}>
            <Flex gap={8} align="center" wrap>
              <Tag color="cyan">{p.kindLabel}</Tag>
              {p.uploadFinish === UPLOAD_TRANSFERRING && (
                <Tag color="orange">{t('project.transferring')}</Tag>
              )}
              <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }} data-testid="project-title">
                {p.title}
              </Typography.Title>
            </Flex>
            <Flex gap={16} align="center" wrap>
              <AuthorLine author={p.author} />
              {/* The tooltip's trigger sets state on mount: it comes after the first screen (app/after-first-screen.tsx). */}
              <AfterFirstScreen wrap={(text) => <Tooltip title={formatDateTime(p.upTime)}>{text}</Tooltip>}>
                <Typography.Text type="secondary">
                  {t('project.uploadedAt', { time: cardDay(p.upTime) })}
                </Typography.Text>
              </AfterFirstScreen>
            </Flex>
            <CountStrip {...p.counts} />
            {p.actions}
            {p.player}
          </Flex>
        </Flex>
      </Card>
      <FixedRow gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Flex vertical gap={16}>
            {p.main}
          </Flex>
        </Col>
        <Col xs={24} lg={8}>
          <Flex vertical gap={16}>
            {p.side}
          </Flex>
        </Col>
      </FixedRow>
    </Flex>
  );
}
