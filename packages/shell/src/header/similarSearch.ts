/** Side of the square the product picture is drawn into for the similar-items search. */
const pictureSide = 256;

/**
 * The product's own picture as a PNG for the photo search (spec 1 §2 similar-items button): the
 * catalogue's pictures are SVG drawings, which the photo search does not take, so the browser
 * rasterises the same-origin picture first.
 */
export async function pictureAsPng(src: string): Promise<Blob> {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = pictureSide;
  canvas.height = pictureSide;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, pictureSide, pictureSide);
  context.drawImage(image, 0, 0, pictureSide, pictureSide);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('PNG export failed'))), 'image/png'));
}
