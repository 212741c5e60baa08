// The product drawings as WebP, for the storefronts' <img>. Chromium builds a whole isolated
// document for every SVG image, on the page's main thread: 25–50 ms a picture on this machine, four
// times that on the throttled phone Lighthouse plays (a product page's gallery made 180 ms of its
// blocking time), where a raster picture is decoded off the main thread. A drawing is rasterised
// once (about 30 ms on libuv's pool) and kept; the browsers and any CDN keep it for a year after.
import sharp from 'sharp';

/** About 7 kB a product picture: 2,000 of them are 14 MB, a listing's pictures many times over. */
const keptAtMost = 2_000;
const kept = new Map<string, Promise<Buffer>>();

/** The drawing `svg` (whose ETag is `key`) as a WebP of `width`×`height` pixels; one render per key at once. */
export function webpOf(key: string, svg: string, width: number, height = width): Promise<Buffer> {
  const found = kept.get(key);
  if (found) {
    // Least recently used goes first: a hit moves to the end of the map's order.
    kept.delete(key);
    kept.set(key, found);
    return found;
  }
  const rendering = sharp(Buffer.from(svg))
    .resize(width, height, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  kept.set(key, rendering);
  rendering.catch(() => kept.delete(key));
  if (kept.size > keptAtMost) kept.delete(kept.keys().next().value as string);
  return rendering;
}
