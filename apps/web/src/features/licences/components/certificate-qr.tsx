import { useMemo } from 'react';
import qrcode from 'qrcode-generator';

/** A QR code of `text` as an SVG image (qrcode-generator: no dependencies, a few kB; decisions.md). */
export function CertificateQr({ text, alt, size = 160 }: { text: string; alt: string; size?: number }) {
  const src = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true }))}`;
  }, [text]);
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      data-testid="certificate-qr"
      style={{ background: '#fff', display: 'block' }}
    />
  );
}
