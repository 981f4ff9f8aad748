import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { Card, Skeleton } from 'antd';
import { NearViewport } from './near-viewport';

/** The gap between the cards of an item page's columns (features/site item-page-layout.tsx). */
const ITEM_PAGE_GAP = 16;

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
      {/* No title: the Skeleton's is an h3, a heading level the page would skip to (axe heading-order). */}
      <Skeleton active title={false} paragraph={{ rows: 4 }} />
    </Card>
  );
}

/*
 * Each part below renders, and asks for its code, only near the screen or once the page is idle
 * (near-viewport.tsx): on a cold load their chunks (Table, Select, Form: about 100 KB compressed) and their
 * renders no longer run while the phone builds the first screen (issue 19: TBT).
 */

export function CommentsSection(props: ComponentProps<typeof CommentsSectionImpl>) {
  return (
    <NearViewport placeholder={<Placeholder height={240} />}>
      <Suspense fallback={<Placeholder height={240} />}>
        <CommentsSectionImpl {...props} />
      </Suspense>
    </NearViewport>
  );
}

export function VersionHistory(props: ComponentProps<typeof VersionHistoryImpl>) {
  return (
    <NearViewport placeholder={<Placeholder height={160} />}>
      <Suspense fallback={<Placeholder height={160} />}>
        <VersionHistoryImpl {...props} />
      </Suspense>
    </NearViewport>
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
    <NearViewport placeholder={<Placeholder height={120} />}>
      <Suspense fallback={<Placeholder height={120} />}>
        <LicenceApplyBoxImpl {...props} />
      </Suspense>
    </NearViewport>
  );
}

/**
 * Nothing while it loads: most projects have no derivative work, and the card is then not shown at all. Its
 * code (a paged list: Pagination, Select, zod) waits for the screen too.
 */
export function DerivativesCard(props: ComponentProps<typeof DerivativesCardImpl>) {
  return (
    <NearViewport placeholder={null} gap={ITEM_PAGE_GAP}>
      <Suspense fallback={null}>
        <DerivativesCardImpl {...props} />
      </Suspense>
    </NearViewport>
  );
}
