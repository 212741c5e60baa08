// The product picture's path on its own, so a browser bundle that draws a picture without the API's
// help (a basket line without a photo) does not carry the whole `paths` table. WebP: an SVG <img>
// costs the browser's main thread a document of its own (apps/api/src/services/media/webpPicture.ts).
export const productImagePath = (urlCode: string, variant: 'white' | 'black', index: number) =>
  `/api/serviceCatalog/v2/media/${encodeURIComponent(urlCode)}/${variant}-${index}.webp`;

/** A product picture's full size in pixels (square). */
export const productImageSide = 600;

/**
 * The smaller size the API also draws a product picture at (`?w=` on its WebP path), for a listing's
 * card: some 180 px wide on a phone, where the full picture was three times the bytes it needs
 * (Lighthouse: 107 KiB too many on a catalogue page).
 */
export const productCardImageWidth = 360;

/**
 * The srcset of a product picture the API draws (its WebP path, as the API's answers give it), for an
 * <img> with `sizes`; undefined for any other picture. Kept small: it is in every listing's first load.
 */
export function productImageSrcSet(src: string): string | undefined {
  if (!src.startsWith('/api/serviceCatalog/v2/media/') || !src.endsWith('.webp')) return undefined;
  return `${src}?w=${productCardImageWidth} ${productCardImageWidth}w, ${src} ${productImageSide}w`;
}
