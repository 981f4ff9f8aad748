import { Fragment } from 'react';
import { theme } from 'antd';

/**
 * Plain user text with `@name` mentions coloured. React escapes the text: comments and posts are stored
 * as text and never rendered as HTML (DESIGN §6).
 */
export function MentionText({ text }: { text: string }) {
  const { token } = theme.useToken();
  const parts = text.split(/(@[\u4e00-\u9fa5A-Za-z0-9_]{2,12})/g);
  return (
    <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {parts.map((p, i) =>
        i % 2 === 1 ? (
          <span key={i} style={{ color: token.colorPrimary }}>
            {p}
          </span>
        ) : (
          <Fragment key={i}>{p}</Fragment>
        ),
      )}
    </span>
  );
}
