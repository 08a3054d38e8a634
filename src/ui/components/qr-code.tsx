import { encode } from 'uqr';
import './qr-code.css';

/**
 * A QR code drawn as SVG from the text itself (no server markup, no request). Decorative for screen
 * readers: the same secret is always shown as text beside it.
 */
export function QrCode({ text, size = 184 }: { text: string; size?: number }) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 2 });
  const path = data.flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : ''))).join('');
  return (
    <svg
      className="qr-code"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      aria-hidden="true"
      focusable="false"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
