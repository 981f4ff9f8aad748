import type { ReactNode } from 'react';
import { Result } from 'antd';
import { PageHeading } from './page-heading';

/** "404" with what is missing; loaded through lazy-sections.tsx. */
export default function MissingResult({ subTitle, extra }: { subTitle: ReactNode; extra?: ReactNode }) {
  return <Result status="404" title={<PageHeading>404</PageHeading>} subTitle={subTitle} extra={extra} />;
}
