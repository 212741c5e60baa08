// A promotion's picture, drawn by the API (no content points outside it, as with content pictures):
// a two-colour gradient with soft jewel shapes. The title is not drawn in (the page shows it as text).
import type { PromotionRow } from './repository';

/** Each variant's width and height in pixels. */
export const pictureSizes = { desktop: [1440, 480], mobile: [780, 780], preview: [720, 480] } as const;
export type PictureVariant = keyof typeof pictureSizes;

const hex = /^#[0-9a-f]{6}$/i;
const safe = (colour: string, fallback: string): string => (hex.test(colour) ? colour : fallback);

export function renderPromotionPicture(row: Pick<PromotionRow, 'id' | 'imageColors'>, variant: PictureVariant): string {
  const [w, h] = pictureSizes[variant];
  const from = safe(row.imageColors[0], '#7a1f3d');
  const to = safe(row.imageColors[1], '#e8b4a0');
  // Deterministic positions per promotion, so each one keeps its look.
  const circles = [0, 1, 2, 3].map((i) => {
    const seed = (row.id * 37 + i * 101) % 97;
    const cx = Math.round((w * (20 + ((seed * 7) % 60))) / 100);
    const cy = Math.round((h * (15 + ((seed * 13) % 70))) / 100);
    const r = Math.round((Math.min(w, h) * (8 + (seed % 18))) / 100);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.08 + (seed % 5) * 0.03).toFixed(2)}"/>`;
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${circles.join('')}` +
    `<path d="M${w * 0.78} ${h * 0.3}l${h * 0.08} ${h * 0.1}-${h * 0.08} ${h * 0.22}-${h * 0.08}-${h * 0.22}z" fill="#fff" fill-opacity="0.35"/>` +
    `</svg>`
  );
}
