import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Card, Skeleton } from 'antd';

/*
 * The parts of an item page under its first screen (issue 19): the comments (form, mention input, list,
 * pager) and the version history (antd's Table, ~45 KB compressed) come in their own chunks, fetched once the
 * page has rendered, so the page's own chunk, and with it the first screen, arrive sooner. Until then a card
 * of about their height holds their place.
 */
const CommentsSectionImpl = lazy(() =>
  import('./comments-section').then((m) => ({ default: m.CommentsSection })),
);
const VersionHistoryImpl = lazy(() =>
  import('./versions/version-history').then((m) => ({ default: m.VersionHistory })),
);
const MissingResultImpl = lazy(() => import('./missing-result'));
/*
 * The licence box (antd's Form, Select and the request schemas, ~60 KB compressed with what they import) and
 * the derivatives list (a paged row list) are beside and under the first screen: on a phone both are
 * below it. In their own chunks they no longer delay the cover and title on a cold load (issue 19).
 */
const LicenceApplyBoxImpl = lazy(() =>
  import('../features/licences/components/licence-apply-box').then((m) => ({ default: m.LicenceApplyBox })),
);
const DerivativesCardImpl = lazy(() =>
  import('../features/licences/components/derivatives-card').then((m) => ({ default: m.DerivativesCard })),
);

function Placeholder({ height }: { height: number }) {
  return (
    <Card style={{ minHeight: height }}>
      <Skeleton active paragraph={{ rows: 3 }} />
    </Card>
  );
}

export function CommentsSection(props: ComponentProps<typeof CommentsSectionImpl>) {
  return (
    <Suspense fallback={<Placeholder height={240} />}>
      <CommentsSectionImpl {...props} />
    </Suspense>
  );
}

export function VersionHistory(props: ComponentProps<typeof VersionHistoryImpl>) {
  return (
    <Suspense fallback={<Placeholder height={160} />}>
      <VersionHistoryImpl {...props} />
    </Suspense>
  );
}

/** A 404 answer inside a page; antd's Result carries its illustrations, wanted only when something is missing. */
export function MissingResult({ subTitle, extra }: { subTitle: ReactNode; extra?: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <MissingResultImpl subTitle={subTitle} extra={extra} />
    </Suspense>
  );
}

export function LicenceApplyBox(props: ComponentProps<typeof LicenceApplyBoxImpl>) {
  return (
    <Suspense fallback={<Placeholder height={120} />}>
      <LicenceApplyBoxImpl {...props} />
    </Suspense>
  );
}

/** Nothing while it loads: most projects have no derivative work, and the card is then not shown at all. */
export function DerivativesCard(props: ComponentProps<typeof DerivativesCardImpl>) {
  return (
    <Suspense fallback={null}>
      <DerivativesCardImpl {...props} />
    </Suspense>
  );
}
