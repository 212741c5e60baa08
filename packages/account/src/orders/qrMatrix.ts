import { encode } from 'uqr';

/** The QR code's dark modules as one SVG path (one unit per module, a 2-module quiet zone), with its side. */
export function qrPath(text: string): { d: string; size: number } {
  const { data, size } = encode(text, { ecc: 'M', border: 2 });
  let d = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    });
  });
  return { d, size };
}
