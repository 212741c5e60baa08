import { describe, expect, it } from 'vitest';
import { fitMapView } from './mapProjection';

const moscow = [
  { lat: 55.75, lon: 37.61 },
  { lat: 55.8, lon: 37.5 },
  { lat: 55.7, lon: 37.7 },
];

describe('map projection', () => {
  it('fits every point inside the padded view, north up and west left', () => {
    const view = fitMapView(moscow, 600, 400, 20);
    const [centre, north, south] = moscow.map((p) => view.project(p));
    for (const p of [centre, north, south]) {
      expect(p!.x).toBeGreaterThanOrEqual(19.99);
      expect(p!.x).toBeLessThanOrEqual(580.01);
      expect(p!.y).toBeGreaterThanOrEqual(19.99);
      expect(p!.y).toBeLessThanOrEqual(380.01);
    }
    expect(north!.y).toBeLessThan(south!.y);
    expect(north!.x).toBeLessThan(south!.x);
  });

  it('centres a single point', () => {
    const view = fitMapView([{ lat: 51.13, lon: 71.43 }], 300, 200);
    const point = view.project({ lat: 51.13, lon: 71.43 });
    expect(point.x).toBeCloseTo(150);
    expect(point.y).toBeCloseTo(100);
  });

  it('survives no points', () => {
    const centre = fitMapView([], 300, 200).project({ lat: 0, lon: 0 });
    expect(centre.x).toBeCloseTo(150);
    expect(centre.y).toBeCloseTo(100);
  });
});
