import type { CSSProperties, ReactNode } from 'react';

/** Hides content from sight but not from screen readers (the usual clip pattern). */
export const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};

/**
 * The page's one <h1> (WCAG 1.3.1, 2.4.6). It takes the look of where it sits (a card title, a Result title),
 * so a page's visible title becomes its heading without changing the design; `hidden` names a page whose
 * design shows no title, for screen readers only.
 */
export function PageHeading({
  children,
  hidden,
  style,
  testId,
}: {
  children: ReactNode;
  hidden?: boolean;
  style?: CSSProperties;
  testId?: string;
}) {
  return (
    <h1
      style={hidden ? VISUALLY_HIDDEN : { font: 'inherit', color: 'inherit', margin: 0, ...style }}
      data-testid={testId}
    >
      {children}
    </h1>
  );
}
