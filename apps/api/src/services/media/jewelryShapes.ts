// Drawings of jewellery in a 100 × 100 box, centred, spanning about 70 units.
import type { ShapeContext } from './shapeContext';
import { arcPoints, n, useStone } from './svgParts';

const stonesAlong = (points: [number, number][], id: string, r: number): string => points.map(([x, y]) => useStone(id, x, y, r)).join('');

/** Small stones never number more than fit the drawing; a pavé of 40 is drawn as at most `cap`. */
const drawn = (count: number, cap: number): number => Math.max(1, Math.min(count, cap));

export function ring(c: ShapeContext): string {
  const band = `<path d="M22 58a28 24 0 1 0 56 0a28 24 0 1 0-56 0ZM27 57a23 18.5 0 1 1 46 0a23 18.5 0 1 1-46 0Z" fill="${c.metal}" fill-rule="evenodd" stroke="${c.edge}" stroke-width=".4"/>`;
  const shine = `<path d="M30 45a23 18 0 0 1 18-8" stroke="#fff" stroke-opacity=".55" stroke-width="1.2" fill="none" stroke-linecap="round"/>`;
  if (!c.main) return band + shine;
  if (c.main.count <= 3) {
    const head = `<path d="M41 36l4-9h10l4 9z" fill="${c.metal}" stroke="${c.edge}" stroke-width=".4"/>`;
    const side = c.accent ? stonesAlong(arcPoints(50, 58, 25.5, 21.5, 235, 305, 6).filter(([x]) => Math.abs(x - 50) > 7), c.accent.id, 1.6) : '';
    return band + shine + side + head + useStone(c.main.id, 50, 27, 9);
  }
  const pave = stonesAlong(arcPoints(50, 58, 25.5, 21.2, 200, 340, drawn(c.main.count, 13)), c.main.id, 2.1);
  return band + shine + pave;
}

function stud(c: ShapeContext, x: number, y: number): string {
  const bezel = `<circle cx="${x}" cy="${y}" r="15.5" fill="${c.metal}" stroke="${c.edge}" stroke-width=".4"/>`;
  if (!c.main) return bezel + `<circle cx="${x - 3}" cy="${y - 4}" r="3" fill="#fff" opacity=".6"/>`;
  return bezel + useStone(c.main.id, x, y, 12.8);
}

export function studs(c: ShapeContext): string {
  return stud(c, 31, 50) + stud(c, 69, 50);
}

export function hoops(c: ShapeContext): string {
  const hoop = (x: number): string =>
    `<circle cx="${x}" cy="52" r="19" fill="none" stroke="${c.edge}" stroke-width="6.4"/><circle cx="${x}" cy="52" r="19" fill="none" stroke="${c.metal}" stroke-width="5.4"/>` +
    (c.main ? stonesAlong(arcPoints(x, 52, 19, 19, 30, 150, drawn(c.main.count / 2, 7)), c.main.id, 2.3) : '');
  return hoop(28) + hoop(72);
}

function drop(c: ShapeContext, x: number): string {
  const top = `<circle cx="${x}" cy="24" r="4" fill="${c.metal}" stroke="${c.edge}" stroke-width=".4"/>`;
  const link = `<path d="M${x} 28v10" stroke="${c.metal}" stroke-width="1.6"/>`;
  const body = `<path d="M${x} 38c9 12 12 20 12 27a12 12 0 0 1-24 0c0-7 3-15 12-27z" fill="${c.metal}" stroke="${c.edge}" stroke-width=".4"/>`;
  const stone = c.main ? useStone(c.main.id, x, 64, 8.5) : `<path d="M${x - 5} 60q2-6 6-10" stroke="#fff" stroke-opacity=".6" stroke-width="1.4" fill="none"/>`;
  const accents = c.accent ? useStone(c.accent.id, x, 24, 3) : '';
  return top + link + body + stone + accents;
}

export function drops(c: ShapeContext): string {
  return drop(c, 33) + drop(c, 67);
}

/** A chain hanging from two top corners; links suggested by dashes over a darker core. */
function hangingChain(c: ShapeContext, bottom: number, width = 1.6): string {
  const d = `M14 12C16 ${bottom - 10} 34 ${bottom} 50 ${bottom}S84 ${bottom - 10} 86 12`;
  return (
    `<path d="${d}" fill="none" stroke="${c.edge}" stroke-width="${n(width + 0.6)}"/>` +
    `<path d="${d}" fill="none" stroke="${c.metal}" stroke-width="${n(width)}" stroke-dasharray="2 .8"/>`
  );
}

export function chain(c: ShapeContext): string {
  const clasp = `<circle cx="50" cy="80" r="3" fill="none" stroke="${c.metal}" stroke-width="1.4"/>`;
  return hangingChain(c, 78, 2.4) + clasp;
}

export function pendant(c: ShapeContext): string {
  const bail = `<rect x="47.5" y="44" width="5" height="7" rx="2" fill="${c.metal}" stroke="${c.edge}" stroke-width=".4"/>`;
  const body = `<circle cx="50" cy="63" r="13" fill="${c.metal}" stroke="${c.edge}" stroke-width=".4"/>`;
  const stone = c.main ? useStone(c.main.id, 50, 63, 10) : `<circle cx="50" cy="63" r="8" fill="none" stroke="${c.edge}" stroke-width=".6"/>`;
  return hangingChain(c, 46, 1) + bail + body + stone;
}

const crossStones: [number, number][] = [[50, 51], [50, 59.5], [41, 59.5], [59, 59.5], [50, 68], [50, 76]];

export function cross(c: ShapeContext): string {
  const bail = `<rect x="47.5" y="40" width="5" height="6" rx="2" fill="${c.metal}"/>`;
  const body = `<path d="M46 46h8v10h9v7h-9v22h-8V63h-9v-7h9z" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>`;
  const stones = c.main ? stonesAlong(crossStones.slice(0, drawn(c.main.count, 6)), c.main.id, 2.4) : '';
  return hangingChain(c, 42, 1) + bail + body + stones;
}

export function necklace(c: ShapeContext): string {
  const cluster = c.main ? stonesAlong(arcPoints(50, 40, 26, 32, 60, 120, drawn(c.main.count, 7)), c.main.id, 3.4) : '';
  const centre = c.accent ? useStone(c.accent.id, 50, 78, 5.5) : c.main ? useStone(c.main.id, 50, 78, 5.5) : '';
  return hangingChain(c, 70, 1.4) + cluster + centre;
}

export function bracelet(c: ShapeContext): string {
  const back = `<ellipse cx="50" cy="52" rx="33" ry="19" fill="none" stroke="${c.edge}" stroke-width="6.6"/>`;
  const band = `<ellipse cx="50" cy="52" rx="33" ry="19" fill="none" stroke="${c.metal}" stroke-width="5.6"${c.main ? '' : ' stroke-dasharray="4 1"'}/>`;
  const stones = c.main ? stonesAlong(arcPoints(50, 52, 33, 19, c.main.count <= 3 ? 70 : 20, c.main.count <= 3 ? 110 : 160, drawn(c.main.count, 14)), c.main.id, c.main.count <= 3 ? 4 : 2.4) : '';
  return back + band + stones;
}

export function brooch(c: ShapeContext): string {
  const petals = [0, 72, 144, 216, 288]
    .map((a) => `<ellipse cx="50" cy="33" rx="9" ry="16" transform="rotate(${a} 50 50)" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>`)
    .join('');
  const tips = c.accent ? stonesAlong(arcPoints(50, 50, 22, 22, -90, 198, 5), c.accent.id, 2.6) : '';
  const centre = c.main ? useStone(c.main.id, 50, 50, 9) : `<circle cx="50" cy="50" r="7" fill="${c.edge}"/>`;
  return petals + tips + centre;
}

export function cufflinks(c: ShapeContext): string {
  const one = (x: number, y: number, a: number): string =>
    `<g transform="rotate(${a} ${x} ${y})"><rect x="${x - 13}" y="${y - 13}" width="26" height="26" rx="4" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>` +
    (c.main ? useStone(c.main.id, x, y, 6.5) : `<rect x="${x - 8}" y="${y - 8}" width="16" height="16" rx="2" fill="none" stroke="${c.edge}" stroke-width=".6"/>`) +
    '</g>';
  return one(34, 44, -12) + one(66, 58, 10);
}

export function hairclip(c: ShapeContext): string {
  const bar = `<rect x="14" y="45" width="72" height="10" rx="5" transform="rotate(-18 50 50)" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>`;
  const count = c.main ? drawn(c.main.count, 9) : 0;
  const points = Array.from({ length: count }, (_, i): [number, number] => [50 + (i - (count - 1) / 2) * 7, 50]);
  const stones = c.main ? `<g transform="rotate(-18 50 50)">${stonesAlong(points, c.main.id, 3)}</g>` : '';
  return bar + stones;
}

export function tieclip(c: ShapeContext): string {
  return (
    `<g transform="rotate(-12 50 50)"><path d="M20 53h60l-4 8H24z" fill="${c.edge}" opacity=".6"/>` +
    `<rect x="12" y="42" width="76" height="11" rx="2" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>` +
    `<path d="M16 45h68" stroke="#fff" stroke-opacity=".5" stroke-width="1"/></g>`
  );
}

export function pin(c: ShapeContext): string {
  const rim = `<circle cx="50" cy="50" r="24" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>`;
  const face = c.main ? useStone(c.main.id, 50, 50, 19) : `<circle cx="50" cy="50" r="19" fill="#B0122B"/>`;
  return rim + face + `<path d="M50 38l3.5 7.5 8 .8-6 5.4 1.8 7.9L50 55.5l-7.3 4.1 1.8-7.9-6-5.4 8-.8z" fill="#fff" opacity=".92"/>`;
}

export function keychain(c: ShapeContext): string {
  const ring = `<circle cx="50" cy="24" r="10" fill="none" stroke="${c.metal}" stroke-width="2.6"/>`;
  const links = `<path d="M50 34v10" stroke="${c.metal}" stroke-width="2" stroke-dasharray="2 1"/>`;
  const heart = `<path d="M50 82C30 68 28 58 32 52c4-6 13-6 18 2 5-8 14-8 18-2 4 6 2 16-18 30z" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>`;
  return ring + links + heart + (c.main ? useStone(c.main.id, 50, 62, 5) : '');
}
