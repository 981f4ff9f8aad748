import { Component, type ReactNode } from 'react';
import { Button, Flex, theme } from 'antd';
import { InfoCircleFilled } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * How browsers and Vite report a code chunk that could not be loaded: Chromium "Failed to fetch dynamically
 * imported module", Firefox "error loading dynamically imported module", Safari "Importing a module script
 * failed", Vite's preload helper "Unable to preload CSS" (its dependency list).
 */
const CHUNK_LOAD_ERROR =
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

/**
 * Laid out like antd's `<Result status="info">` without it: Result's module carries its 403/404/500
 * illustrations (33 KB of SVG) and this boundary is in every entry's first load (issue 19).
 */
function StaleBuildPrompt() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex
      vertical
      align="center"
      gap={24}
      style={{ padding: '48px 32px', textAlign: 'center' }}
      data-testid="stale-build"
    >
      <InfoCircleFilled style={{ fontSize: 72, color: token.colorInfo }} aria-hidden />
      <div
        role="alert"
        style={{
          fontSize: token.fontSizeHeading3,
          lineHeight: token.lineHeightHeading3,
          color: token.colorTextHeading,
        }}
      >
        {t('staleBuild.title')}
      </div>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('staleBuild.reload')}
      </Button>
    </Flex>
  );
}

interface State {
  error: unknown;
}

/**
 * A tab opened before a deploy asks for code chunks by the old build's hashed names; the server answers them
 * 404 (issue 18), the lazy import rejects, and without a boundary React unmounts the whole tree: a blank page.
 * This boundary shows a "new version, reload" prompt instead. It stays until the reload, because React.lazy
 * keeps a failed import failed. Other errors are not a deploy's doing and go on to the next boundary.
 * Around an ornament of the frame (a badge) a `fallback` stands in instead: a chunk the tab had not needed yet
 * must not blank the frame, and the page's own boundary prompts at the next page the reader opens.
 */
export class StaleBuildBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isChunkLoadError(error)) return 'fallback' in this.props ? this.props.fallback : <StaleBuildPrompt />;
    throw error; // to the next boundary, as if this one were not there
  }
}
