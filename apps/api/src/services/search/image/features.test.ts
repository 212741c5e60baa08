import { describe, expect, it } from 'vitest';
import { type Raster, binCount, featureSimilarity, imageFeatures } from './features';
import { sniffImageType } from './imageType';

type Rgb = [number, number, number];

/** A square picture of `side` with a filled rectangle of `color` on `background`. */
function picture(background: Rgb, color: Rgb, box: { x: number; y: number; w: number; h: number }, side = 40): Raster {
  const data = new Uint8Array(side * side * 3);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const inside = x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h;
      data.set(inside ? color : background, (y * side + x) * 3);
    }
  }
  return { width: side, height: side, data };
}

const white: Rgb = [250, 250, 248];
const gold: Rgb = [212, 175, 55];
const silver: Rgb = [201, 205, 210];
const cardboard: Rgb = [233, 225, 214];

describe('imageFeatures', () => {
  it('describes the object apart from the background: its colour and its shape', () => {
    const features = imageFeatures(picture(white, gold, { x: 10, y: 5, w: 10, h: 30 }));
    expect(features.histogram).toHaveLength(binCount);
    expect(features.histogram.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    expect(Math.max(...features.histogram)).toBe(1);
    expect(features.dominant).toEqual(gold);
    expect(features.aspect).toBeCloseTo(1 / 3);
    expect(features.fill).toBe(1);
    expect(features.roundness).toBeLessThan(0.5);
  });

  it('takes the whole picture as the object when nothing stands out', () => {
    const features = imageFeatures(picture(gold, gold, { x: 0, y: 0, w: 0, h: 0 }));
    expect(features.dominant).toEqual(gold);
    expect(features.aspect).toBe(1);
  });
});

describe('featureSimilarity', () => {
  const goldBar = imageFeatures(picture(white, gold, { x: 8, y: 8, w: 24, h: 24 }));
  it('is highest for the same colour, and tells silver from warm cardboard', () => {
    const goldOther = imageFeatures(picture(white, [205, 170, 60], { x: 5, y: 10, w: 30, h: 20 }));
    const silverBar = imageFeatures(picture(white, silver, { x: 8, y: 8, w: 24, h: 24 }));
    const box = imageFeatures(picture(white, cardboard, { x: 8, y: 8, w: 24, h: 24 }));
    expect(featureSimilarity(goldBar, goldBar)).toBeCloseTo(1);
    expect(featureSimilarity(goldBar, goldOther)).toBeGreaterThan(featureSimilarity(goldBar, silverBar));
    const silverOther = imageFeatures(picture(white, [196, 200, 206], { x: 6, y: 6, w: 28, h: 26 }));
    expect(featureSimilarity(silverBar, silverOther)).toBeGreaterThan(featureSimilarity(silverBar, box));
  });
});

describe('sniffImageType', () => {
  it('tells JPEG, PNG and WebP by their first bytes, nothing else', () => {
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('image/png');
    expect(sniffImageType(new Uint8Array([...Buffer.from('RIFF'), 0, 0, 0, 0, ...Buffer.from('WEBPVP8 ')]))).toBe('image/webp');
    expect(sniffImageType(new Uint8Array(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toBeNull();
    expect(sniffImageType(new Uint8Array(Buffer.from('GIF89a')))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
  });
});
