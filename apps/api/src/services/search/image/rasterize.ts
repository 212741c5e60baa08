// Pixels for the features: sharp decodes JPEG, PNG and WebP (and draws our SVG pictures), in
// memory only. Transparency is laid on white, the picture shrunk to fit a small square.
import sharp from 'sharp';
import type { Raster } from './features';

export const featureSide = 48;
/** Decoding bombs stop here (a 5 MB file may claim gigapixels). */
const maxInputPixels = 40_000_000;

export async function rasterize(input: Buffer): Promise<Raster> {
  const { data, info } = await sharp(input, { limitInputPixels: maxInputPixels, failOn: 'error' })
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(featureSide, featureSide, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}
