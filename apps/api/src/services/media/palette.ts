// Picture colours of BRANDS.md: metals, stones and the two backgrounds.

export const metalColors: Readonly<Record<string, string>> = {
  'yellow-gold': '#D4AF37',
  'gilded-silver': '#D4AF37',
  'red-gold': '#C98B6B',
  'white-gold': '#C9CDD2',
  silver: '#C9CDD2',
  platinum: '#B8BCC2',
  steel: '#A7ABB0',
  titanium: '#8A8D91',
  ceramic: '#2A2A2A',
  leather: '#6B3E2E',
  glass: '#E8ECEF',
  paper: '#E9E1D6',
  velvet: '#7A1E2C',
};
export const fallbackMetalColor = '#C9CDD2';

export const backgrounds = {
  white: { surface: '#F6F5F3', glow: '#FFFFFF', shadow: '#000000', shadowOpacity: 0.12 },
  black: { surface: '#111111', glow: '#262626', shadow: '#000000', shadowOpacity: 0.5 },
} as const;
export type PictureVariant = keyof typeof backgrounds;

/** Colourless stones (diamond, cubic zirconia) are drawn as cool white glass. */
export function stoneBase(color: string): string {
  return /^#f{6}$/i.test(color) || color.toLowerCase() === '#fff' ? '#E3EAF0' : color;
}

function channels(hex: string): [number, number, number] {
  const value = hex.replace('#', '');
  const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value.padEnd(6, '0').slice(0, 6);
  const n = Number.parseInt(full, 16);
  return Number.isNaN(n) ? [201, 205, 210] : [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: readonly number[]): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const target = amount >= 0 ? 255 : 0;
  const t = Math.min(1, Math.abs(amount));
  return toHex(channels(hex).map((c) => c + (target - c) * t));
}

export function isValidHexColor(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value);
}
