import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../lib/session';

interface Props {
  /** The project's vsqx_uid or midi_uid. */
  uid: string;
  /**
   * The file just uploaded and not yet submitted: fetched with the token (only its uploader may see
   * it) and shown from memory. Otherwise the live project's picture, a plain public image.
   */
  staged?: boolean;
  /** Changes the address when the file changes (cache busting). */
  version?: string | number;
}

/** The server-drawn piano roll (SVG) of a project file; renders nothing when there is none. */
export function PianoRollPreview({ uid, staged = false, version }: Props) {
  const { t } = useTranslation('meta');
  const [src, setSrc] = useState<string | null>(
    staged ? null : `/api/app/preview/${uid}.svg${version !== undefined ? `?v=${version}` : ''}`,
  );
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!staged) return;
    let url: string | null = null;
    let live = true;
    const token = getSession()?.token;
    void fetch(`/api/app/preview/${uid}.svg?staged=1&v=${version ?? ''}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!live) return;
        if (!blob) return setFailed(true);
        url = URL.createObjectURL(blob);
        setSrc(url);
        setFailed(false);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [uid, staged, version]);

  if (failed || !src) return null;
  return (
    <img
      src={src}
      alt={t('preview.alt')}
      loading="lazy"
      onError={() => setFailed(true)}
      data-testid={staged ? 'piano-roll-staged' : 'piano-roll-preview'}
      style={{
        width: '100%',
        maxWidth: 800,
        display: 'block',
        borderRadius: 6,
        border: '1px solid rgba(0,0,0,0.06)',
      }}
    />
  );
}
