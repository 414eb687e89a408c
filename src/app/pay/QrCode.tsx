import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * The SVG path of a QR code's dark modules, one unit per module, `margin` modules of quiet zone.
 * The encoding (version, error correction, masking) is the qrcode library's.
 */
export function qrPath(text: string, margin = 2): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + margin} ${row + margin}h1v1h-1z`);
    }
  }
  return { size: modules.size + margin * 2, path: parts.join('') };
}

/**
 * A scan-to-pay QR code. Dark on white in both display modes: wallet scanners expect it, and the
 * white quiet zone keeps it readable on a dark page.
 */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  const qr = useMemo(() => qrPath(text), [text]);
  return (
    <svg
      className="pay-qr"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-qr={text}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
