// The product picture's path on its own, so a browser bundle that draws a picture without the API's
// help (a basket line without a photo) does not carry the whole `paths` table.
export const productImagePath = (urlCode: string, variant: 'white' | 'black', index: number) =>
  `/api/serviceCatalog/v2/media/${encodeURIComponent(urlCode)}/${variant}-${index}.svg`;
