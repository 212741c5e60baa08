// The product picture's path on its own, so a browser bundle that draws a picture without the API's
// help (a basket line without a photo) does not carry the whole `paths` table. WebP: an SVG <img>
// costs the browser's main thread a document of its own (apps/api/src/services/media/webpPicture.ts).
export const productImagePath = (urlCode: string, variant: 'white' | 'black', index: number) =>
  `/api/serviceCatalog/v2/media/${encodeURIComponent(urlCode)}/${variant}-${index}.webp`;
