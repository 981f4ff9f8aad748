import type { ReactNode } from 'react';
import { Badge } from 'antd';

/** The unread total on the messages entry; loaded lazily by the sidebar (it only shows once counts arrive). */
export default function UnreadBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Badge count={count} size="small" offset={[10, 0]} data-testid="unread-total">
      {children}
    </Badge>
  );
}
