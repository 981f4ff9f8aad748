import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { linkHref } from '@vsqx/domain';

export interface ExternalLinkProps {
  /** The link as the user typed it (a profile website, an article's repost link). */
  url: string;
  /** What to show; the link's own text by default. */
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * The one way a user-typed link is rendered (spec §5 accepts links without a scheme): through `linkHref`,
 * so a link without a scheme opens as https, and anything but http(s) is shown as plain text, never as an
 * `href`. Opens in a new tab without handing over the opener or the referrer; `nofollow` as it is user text.
 */
export function ExternalLink({ url, children, 'data-testid': testId }: ExternalLinkProps) {
  const href = linkHref(url);
  if (!href) return <Typography.Text data-testid={testId}>{children ?? url}</Typography.Text>;
  return (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer nofollow" data-testid={testId}>
      {children ?? url}
    </Typography.Link>
  );
}
