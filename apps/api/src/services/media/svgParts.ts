// Shared SVG pieces: number formatting, the metal and stone gradients and faceted stone symbols.
// Stones are defined once per colour and placed with <use>, which keeps a pavé of 40 stones small.
import { shade, stoneBase } from './palette';

/** One decimal is plenty in a 100-unit view box. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

export interface StoneStyle {
  id: string;
  color: string;
  kind: 'faceted' | 'pearl' | 'enamel';
}

// A round brilliant from above: an octagonal table and eight facet lines to the girdle.
const facets = (() => {
  const points = Array.from({ length: 8 }, (_, k) => {
    const a = ((k * 45 + 22.5) * Math.PI) / 180;
    return [Math.cos(a), Math.sin(a)] as const;
  });
  const table = points.map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${n(x * 0.52)} ${n(y * 0.52)}`).join('') + 'Z';
  const rays = points.map(([x, y]) => `M${n(x * 0.52)} ${n(y * 0.52)}L${n(x)} ${n(y)}`).join('');
  return table + rays;
})();

export function metalGradient(id: string, color: string): string {
  return (
    `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${shade(color, 0.55)}"/><stop offset=".35" stop-color="${color}"/>` +
    `<stop offset=".62" stop-color="${shade(color, -0.3)}"/><stop offset=".85" stop-color="${color}"/>` +
    `<stop offset="1" stop-color="${shade(color, 0.35)}"/></linearGradient>`
  );
}

export function stoneDefs(style: StoneStyle): string {
  const base = stoneBase(style.color);
  const gradient =
    `<radialGradient id="${style.id}g" cx=".38" cy=".32" r=".75">` +
    `<stop offset="0" stop-color="${shade(base, 0.75)}"/><stop offset=".55" stop-color="${base}"/>` +
    `<stop offset="1" stop-color="${shade(base, -0.45)}"/></radialGradient>`;
  const body = `<circle r="1" fill="url(#${style.id}g)"/>`;
  const glint = `<circle cx="-.38" cy="-.4" r=".16" fill="#fff" opacity=".85"/>`;
  const detail =
    style.kind === 'faceted'
      ? `<path d="${facets}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width=".07"/>`
      : style.kind === 'pearl'
        ? ''
        : `<circle r=".8" fill="none" stroke="${shade(base, 0.4)}" stroke-width=".08"/>`;
  return `${gradient}<g id="${style.id}">${body}${detail}${glint}</g>`;
}

export function useStone(id: string, x: number, y: number, r: number): string {
  return `<use href="#${id}" transform="translate(${n(x)} ${n(y)}) scale(${n(r)})"/>`;
}

/** Points along an elliptical arc, angles in degrees (0 = right, 90 = down). */
export function arcPoints(cx: number, cy: number, rx: number, ry: number, from: number, to: number, count: number): [number, number][] {
  if (count <= 0) return [];
  if (count === 1) {
    const a = (((from + to) / 2) * Math.PI) / 180;
    return [[cx + rx * Math.cos(a), cy + ry * Math.sin(a)]];
  }
  return Array.from({ length: count }, (_, i) => {
    const a = ((from + ((to - from) * i) / (count - 1)) * Math.PI) / 180;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as [number, number];
  });
}
