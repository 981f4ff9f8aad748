import { lazy, Suspense } from 'react';
import { Skeleton } from 'antd';
import type { MarkdownEditorProps } from './markdown-editor';

// The editor and its Markdown preview stack load only when an edit form opens.
const MarkdownEditor = lazy(() => import('./markdown-editor'));

/** The content field of the article form: value/onChange for antd Form.Item. */
export function MarkdownField(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 10 }} />}>
      <MarkdownEditor {...props} />
    </Suspense>
  );
}
