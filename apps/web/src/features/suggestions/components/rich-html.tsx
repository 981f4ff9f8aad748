import { theme } from 'antd';

/**
 * Shows stored rich HTML. Only HTML the server sanitised with its allow-list reaches here (tutorial
 * documents and suggestions are sanitised on write and again on read, DESIGN §6).
 */
export function RichHtml({ html, testId }: { html: string; testId?: string }) {
  const { token } = theme.useToken();
  return (
    <div
      className="rich-html"
      data-testid={testId}
      style={{ lineHeight: 1.8, color: token.colorText, overflowWrap: 'anywhere' }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
