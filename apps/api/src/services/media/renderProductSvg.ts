// Product pictures (BRANDS.md "Product pictures"): a square drawing per product type on a neutral
// surface, metal and stone colours from the brief, deterministic for the same input. Pictures 0–2
// show the piece from different angles and crops.
import { productImageSide } from '@ornament/api-contract/http';
import type { PictureType } from '../../db/seed/kinds';
import * as goods from './goodsShapes';
import * as jewelry from './jewelryShapes';
import { backgrounds, fallbackMetalColor, isValidHexColor, metalColors, type PictureVariant } from './palette';
import { edgeOf, type ShapeContext } from './shapeContext';
import { metalGradient, n, stoneDefs, type StoneStyle } from './svgParts';

export interface PictureInsert {
  code: string;
  color: string;
  count: number;
}

export interface ProductPicture {
  type: PictureType;
  /** Metal family ('red-gold', 'silver', 'leather', …). */
  metal: string;
  /** The material's own colour; wins over the metal family's (a black leather bag). */
  color?: string | undefined;
  inserts: readonly PictureInsert[];
  variant: PictureVariant;
  index: number;
}

export const pictureIndexes = [0, 1, 2] as const;

const drawings: Record<PictureType, (c: ShapeContext) => string> = {
  ring: jewelry.ring,
  studs: jewelry.studs,
  hoops: jewelry.hoops,
  drops: jewelry.drops,
  chain: jewelry.chain,
  pendant: jewelry.pendant,
  cross: jewelry.cross,
  necklace: jewelry.necklace,
  bracelet: jewelry.bracelet,
  brooch: jewelry.brooch,
  cufflinks: jewelry.cufflinks,
  hairclip: jewelry.hairclip,
  tieclip: jewelry.tieclip,
  pin: jewelry.pin,
  keychain: jewelry.keychain,
  watch: goods.watch,
  smartwatch: goods.smartwatch,
  spoon: goods.spoon,
  glass: goods.glass,
  icon: goods.icon,
  bag: goods.bag,
  bottle: goods.bottle,
  box: goods.box,
};

// Where each picture looks: 0 the whole piece, 1 turned and a little closer, 2 a close-up of the top.
const framings = [
  { rotate: 0, scale: 1, focusX: 50, focusY: 50 },
  { rotate: -16, scale: 1.08, focusX: 50, focusY: 52 },
  { rotate: 8, scale: 1.55, focusX: 50, focusY: 40 },
] as const;

function stoneStyle(insert: PictureInsert, id: string): StoneStyle {
  const kind = insert.code === 'pearl' ? 'pearl' : insert.code === 'enamel' ? 'enamel' : 'faceted';
  return { id, color: isValidHexColor(insert.color) ? insert.color : '#FFFFFF', kind };
}

export function renderProductSvg(picture: ProductPicture): string {
  const bg = backgrounds[picture.variant];
  const metalColor = picture.color && isValidHexColor(picture.color) ? picture.color : (metalColors[picture.metal] ?? fallbackMetalColor);
  const [first, second] = picture.inserts.filter((insert) => insert.count > 0);
  const styles = [first, second].flatMap((insert, i) => (insert ? [stoneStyle(insert, `s${i}`)] : []));
  const context: ShapeContext = {
    metal: 'url(#m)',
    metalColor,
    edge: edgeOf(metalColor),
    dark: picture.variant === 'black',
    main: first ? { id: 's0', count: first.count } : null,
    accent: second ? { id: 's1', count: second.count } : null,
  };
  const framing = framings[picture.index] ?? framings[0];
  const needsHardware = picture.type === 'bag' || picture.type === 'bottle';
  const defs =
    metalGradient('m', metalColor) +
    (needsHardware ? metalGradient('gm', '#D4AF37') : '') +
    `<radialGradient id="bg" cx=".5" cy=".45" r=".65"><stop offset="0" stop-color="${bg.glow}"/><stop offset="1" stop-color="${bg.surface}"/></radialGradient>` +
    `<radialGradient id="sh"><stop offset="0" stop-color="${bg.shadow}" stop-opacity="${bg.shadowOpacity}"/><stop offset="1" stop-color="${bg.shadow}" stop-opacity="0"/></radialGradient>` +
    styles.map(stoneDefs).join('');
  const transform =
    `translate(50 50) rotate(${framing.rotate}) scale(${n(framing.scale)}) translate(${-framing.focusX} ${-framing.focusY})`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="${productImageSide}" height="${productImageSide}">` +
    `<defs>${defs}</defs><rect width="100" height="100" fill="url(#bg)"/>` +
    `<g transform="${transform}"><ellipse cx="50" cy="88" rx="30" ry="4" fill="url(#sh)"/>${drawings[picture.type](context)}</g></svg>`
  );
}
