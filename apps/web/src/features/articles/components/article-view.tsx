import { Typography, theme } from 'antd';

interface Props {
  /** HTML the server rendered from Markdown and sanitised with its allow-list; nothing else goes here. */
  html: string;
}

/**
 * The article body. antd's Typography styles the headings, paragraphs, lists, quotes and code inside
 * it; tables and images get a few rules of their own, from the theme's tokens.
 */
/** The page's title is its one <h1>; the body's headings move one level down (h1 → h2 … h5 → h6). */
export const demoteHeadings = (html: string) =>
  html.replace(/<(\/?)h([1-5])(?=[\s>])/gi, (_m, slash: string, n: string) => `<${slash}h${Number(n) + 1}`);

export function ArticleView({ html }: Props) {
  const { token } = theme.useToken();
  const css = `
.article-view img { max-width: 100%; height: auto; border-radius: ${token.borderRadius}px; }
.article-view table { border-collapse: collapse; margin: 0 0 1em; display: block; overflow-x: auto; }
.article-view th, .article-view td { border: 1px solid ${token.colorBorderSecondary}; padding: 6px 12px; }
.article-view th { background: ${token.colorFillQuaternary}; }
.article-view pre { overflow-x: auto; }
.article-view { font-size: 15px; line-height: 1.8; overflow-wrap: anywhere; }
`;
  return (
    <>
      <style>{css}</style>
      <Typography className="article-view">
        {/* The only HTML injected anywhere: the server's sanitised rendering (DESIGN §6). */}
        <div dangerouslySetInnerHTML={{ __html: demoteHeadings(html) }} data-testid="article-body" />
      </Typography>
    </>
  );
}
