// Picture features for photo search, from pixels alone: the colours of the object (a histogram of
// hue and lightness bins over the pixels that differ from the background), its dominant colour,
// and its shape (how it fills its bounding box, how elongated it is). Pure and deterministic.

export interface Raster {
  width: number;
  height: number;
  /** RGB, 3 bytes per pixel, row by row. */
  data: Uint8Array;
}

export interface ImageFeatures {
  /** Share of the object's pixels per colour bin; sums to 1. */
  histogram: number[];
  /** Mean RGB of the object's pixels in its largest bin. */
  dominant: [number, number, number];
  /** Bounding box width / height of the object. */
  aspect: number;
  /** Object pixels / bounding box area. */
  fill: number;
  /** √(λmin/λmax) of the object's second moments: 1 round, → 0 a thin line. */
  roundness: number;
}

const hueBins = 12;
const greyLevels = 6;
/** Unsaturated colours split by lightness and by warm or cool cast: silver is cool, cardboard warm. */
const greyBins = greyLevels * 2;
export const binCount = hueBins * 2 + greyBins;
/** A pixel is the object when it is this far (RGB distance) from the background colour. */
const objectDistance = 38;

function binOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const value = max / 255;
  const saturation = max === 0 ? 0 : (max - min) / max;
  // Metals are mostly unsaturated: greys are binned finely by lightness and cast, so silver, steel
  // and paper differ.
  if (saturation < 0.16) {
    const level = Math.min(greyLevels - 1, Math.floor(value * greyLevels));
    return hueBins * 2 + level * 2 + (b >= r ? 0 : 1);
  }
  let hue: number;
  if (max === r) hue = ((g - b) / (max - min)) % 6;
  else if (max === g) hue = (b - r) / (max - min) + 2;
  else hue = (r - g) / (max - min) + 4;
  const sector = Math.floor((((hue * 60 + 360) % 360) / 360) * hueBins) % hueBins;
  return sector * 2 + (value < 0.55 ? 0 : 1);
}

/** The background: the median colour of the border pixels. */
function backgroundOf({ width, height, data }: Raster): [number, number, number] {
  const channels: [number[], number[], number[]] = [[], [], []];
  const take = (x: number, y: number) => {
    const at = (y * width + x) * 3;
    for (let c = 0; c < 3; c++) channels[c]?.push(data[at + c] ?? 0);
  };
  for (let x = 0; x < width; x++) {
    take(x, 0);
    take(x, height - 1);
  }
  for (let y = 1; y < height - 1; y++) {
    take(0, y);
    take(width - 1, y);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

export function imageFeatures(raster: Raster): ImageFeatures {
  const { width, height, data } = raster;
  const [br, bg, bb] = backgroundOf(raster);
  const pixels = width * height;
  const isObject = new Uint8Array(pixels);
  let objectCount = 0;
  for (let i = 0; i < pixels; i++) {
    const d = Math.hypot((data[i * 3] ?? 0) - br, (data[i * 3 + 1] ?? 0) - bg, (data[i * 3 + 2] ?? 0) - bb);
    if (d > objectDistance) {
      isObject[i] = 1;
      objectCount++;
    }
  }
  // A photo filled edge to edge has no background to tell apart: all of it is the object.
  if (objectCount < pixels * 0.02) isObject.fill(1);

  const histogram = new Array<number>(binCount).fill(0);
  const sums = Array.from({ length: binCount }, () => [0, 0, 0]);
  let n = 0;
  let minX = width, minY = height, maxX = -1, maxY = -1;
  let mx = 0, my = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!isObject[i]) continue;
      const r = data[i * 3] ?? 0, g = data[i * 3 + 1] ?? 0, b = data[i * 3 + 2] ?? 0;
      const bin = binOf(r, g, b);
      histogram[bin] = (histogram[bin] ?? 0) + 1;
      const sum = sums[bin] as number[];
      sum[0] = (sum[0] ?? 0) + r;
      sum[1] = (sum[1] ?? 0) + g;
      sum[2] = (sum[2] ?? 0) + b;
      n++;
      mx += x;
      my += y;
      minX = Math.min(minX, x); maxX = Math.max(maxX, x);
      minY = Math.min(minY, y); maxY = Math.max(maxY, y);
    }
  }
  mx /= n;
  my /= n;
  let sxx = 0, syy = 0, sxy = 0;
  for (let y = minY; y <= maxY; y++) {
    for (let x = minX; x <= maxX; x++) {
      if (!isObject[y * width + x]) continue;
      sxx += (x - mx) ** 2;
      syy += (y - my) ** 2;
      sxy += (x - mx) * (y - my);
    }
  }
  const trace = sxx + syy;
  const root = Math.sqrt(Math.max(0, (sxx - syy) ** 2 + 4 * sxy * sxy));
  const roundness = trace === 0 ? 1 : Math.sqrt(Math.max(0, (trace - root) / (trace + root)));
  const top = histogram.indexOf(Math.max(...histogram));
  const topSum = sums[top] as number[];
  const topCount = histogram[top] || 1;
  const boxWidth = maxX - minX + 1;
  const boxHeight = maxY - minY + 1;
  return {
    histogram: histogram.map((count) => count / n),
    dominant: [(topSum[0] ?? 0) / topCount, (topSum[1] ?? 0) / topCount, (topSum[2] ?? 0) / topCount],
    aspect: boxWidth / boxHeight,
    fill: n / (boxWidth * boxHeight),
    roundness,
  };
}

/** 0–1: colours weigh most (a gold ring should find gold first), then the dominant colour, then shape. */
export function featureSimilarity(a: ImageFeatures, b: ImageFeatures): number {
  let intersection = 0;
  for (let i = 0; i < binCount; i++) intersection += Math.min(a.histogram[i] ?? 0, b.histogram[i] ?? 0);
  // Dominant colours further apart than this are simply different colours.
  const colour = 1 - Math.min(1, Math.hypot(a.dominant[0] - b.dominant[0], a.dominant[1] - b.dominant[1], a.dominant[2] - b.dominant[2]) / 160);
  const aspect = 1 - Math.min(1, Math.abs(Math.log(a.aspect / b.aspect)));
  const shape = (aspect + (1 - Math.abs(a.fill - b.fill)) + (1 - Math.abs(a.roundness - b.roundness))) / 3;
  return 0.5 * intersection + 0.3 * colour + 0.2 * shape;
}
