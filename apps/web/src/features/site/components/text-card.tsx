import { Card, Typography } from 'antd';

/** A block of plain user text (lyrics, description), line breaks kept, escaped by React. */
export function TextCard({ title, text, testId }: { title: string; text: string; testId?: string }) {
  if (!text.trim()) return null;
  return (
    <Card title={title} size="small" data-testid={testId}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{text}</Typography.Paragraph>
    </Card>
  );
}
