// Drawings of watches, silverware, bags, cosmetics and boxes in a 100 × 100 box.
import { shade } from './palette';
import type { ShapeContext } from './shapeContext';
import { arcPoints, n, useStone } from './svgParts';

export function watch(c: ShapeContext): string {
  const strapColor = c.metalColor === '#A7ABB0' || c.metalColor === '#8A8D91' ? '#2B2B2B' : shade(c.metalColor, -0.2);
  const strap = `<rect x="39" y="8" width="22" height="84" rx="4" fill="${strapColor}"/><path d="M41 14h18M41 86h18" stroke="#000" stroke-opacity=".25"/>`;
  const lugs = `<rect x="36" y="26" width="28" height="48" rx="6" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>`;
  const crown = `<rect x="72" y="47" width="5" height="6" rx="1" fill="${c.metal}"/>`;
  const dial = c.dark ? '#0E1A2B' : '#FBFAF7';
  const ticks = arcPoints(50, 50, 15, 15, 0, 330, 12)
    .map(([x, y], i) => `<circle cx="${n(x)}" cy="${n(y)}" r="${i % 3 === 0 ? 1.1 : 0.6}" fill="${c.dark ? '#D4AF37' : '#1A1A1A'}"/>`)
    .join('');
  const stones = c.main ? arcPoints(50, 50, 20.2, 20.2, 0, 330, 12).map(([x, y]) => useStone(c.main?.id ?? '', x, y, 1.4)).join('') : '';
  const hands = `<path d="M50 50L50 38M50 50L59 54" stroke="${c.dark ? '#F6F5F3' : '#1A1A1A'}" stroke-width="1.3" stroke-linecap="round"/><circle cx="50" cy="50" r="1.4" fill="${c.metalColor}"/>`;
  return strap + lugs + crown + `<circle cx="50" cy="50" r="22" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/><circle cx="50" cy="50" r="18" fill="${dial}"/>` + stones + ticks + hands;
}

export function smartwatch(c: ShapeContext): string {
  return (
    `<rect x="38" y="6" width="24" height="88" rx="6" fill="#2F3033"/>` +
    `<rect x="30" y="28" width="40" height="46" rx="10" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>` +
    `<rect x="33.5" y="31.5" width="33" height="39" rx="7.5" fill="#0B0B0C"/>` +
    `<circle cx="50" cy="51" r="11" fill="none" stroke="#B0122B" stroke-width="2.4" stroke-dasharray="52 70" stroke-linecap="round" transform="rotate(-90 50 51)"/>` +
    `<circle cx="50" cy="51" r="7.5" fill="none" stroke="#2E7D32" stroke-width="2.4" stroke-dasharray="30 48" stroke-linecap="round" transform="rotate(-90 50 51)"/>` +
    `<rect x="70" y="44" width="3" height="9" rx="1.5" fill="${c.metal}"/>`
  );
}

export function spoon(c: ShapeContext): string {
  return (
    `<g transform="rotate(-35 50 50)">` +
    `<ellipse cx="50" cy="27" rx="11" ry="16" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>` +
    `<ellipse cx="48" cy="24" rx="5" ry="9" fill="#fff" opacity=".35"/>` +
    `<path d="M48 42c1 10 0 28-1 38c0 4 6 4 6 0c-1-10-2-28-1-38z" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>` +
    `<path d="M50 80c-5 0-6 6 0 9c6-3 5-9 0-9z" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/></g>`
  );
}

export function glass(c: ShapeContext): string {
  return (
    `<path d="M30 22h40l-6 58H36z" fill="${c.metal}" stroke="${c.edge}" stroke-width=".5"/>` +
    `<ellipse cx="50" cy="22" rx="20" ry="4" fill="${shade(c.metalColor, 0.3)}" stroke="${c.edge}" stroke-width=".5"/>` +
    `<path d="M33 34h34M34 44h32M35 54h30" stroke="${c.edge}" stroke-width=".6" stroke-dasharray="1.5 1.5"/>` +
    `<path d="M37 28l3 48" stroke="#fff" stroke-opacity=".5" stroke-width="1.6"/>`
  );
}

export function icon(c: ShapeContext): string {
  return (
    `<rect x="24" y="14" width="52" height="72" rx="2" fill="${c.metal}" stroke="${c.edge}" stroke-width=".6"/>` +
    `<path d="M32 80V38a18 18 0 0 1 36 0v42z" fill="#6E3B1E"/>` +
    `<circle cx="50" cy="40" r="10" fill="none" stroke="#D4AF37" stroke-width="2.5"/>` +
    `<path d="M50 48c-9 0-12 10-12 30h24c0-20-3-30-12-30z" fill="#8A4B2A"/><circle cx="50" cy="40" r="6" fill="#C48A5C"/>` +
    `<path d="M24 14l6 6M76 14l-6 6M24 86l6-6M76 86l-6-6" stroke="${c.edge}" stroke-width=".6"/>`
  );
}

export function bag(c: ShapeContext): string {
  const leather = c.metalColor;
  return (
    `<path d="M34 36c0-16 32-16 32 0" fill="none" stroke="${shade(leather, -0.25)}" stroke-width="3.6"/>` +
    `<path d="M20 38h60l-5 44H25z" fill="${leather}" stroke="${shade(leather, -0.4)}" stroke-width=".6"/>` +
    `<path d="M20 38h60l-4 18H24z" fill="${shade(leather, 0.12)}" stroke="${shade(leather, -0.4)}" stroke-width=".6"/>` +
    `<rect x="45" y="52" width="10" height="7" rx="1.5" fill="url(#gm)"/>` +
    `<path d="M24 42l50 0" stroke="#fff" stroke-opacity=".18" stroke-width="1.2"/>`
  );
}

export function bottle(c: ShapeContext): string {
  return (
    `<rect x="43" y="12" width="14" height="14" rx="2" fill="url(#gm)"/>` +
    `<rect x="46" y="24" width="8" height="6" fill="#C9CDD2"/>` +
    `<rect x="28" y="30" width="44" height="56" rx="8" fill="${c.metalColor}" fill-opacity=".55" stroke="${shade(c.metalColor, -0.35)}" stroke-width=".6"/>` +
    `<rect x="31" y="44" width="38" height="39" rx="6" fill="#E7B8A6" fill-opacity=".75"/>` +
    `<rect x="36" y="50" width="28" height="16" fill="#FFFFFF" fill-opacity=".9"/><path d="M40 56h20M43 60h14" stroke="#1A1A1A" stroke-width="1"/>` +
    `<path d="M32 36v44" stroke="#fff" stroke-opacity=".7" stroke-width="2" stroke-linecap="round"/>`
  );
}

export function box(c: ShapeContext): string {
  const body = c.metalColor;
  const ribbon = '#B0122B';
  const surprise = c.main ? useStone(c.main.id, 50, 26, 4) : '';
  return (
    `<rect x="22" y="40" width="56" height="42" fill="${body}" stroke="${shade(body, -0.35)}" stroke-width=".6"/>` +
    `<rect x="18" y="32" width="64" height="12" fill="${shade(body, 0.1)}" stroke="${shade(body, -0.35)}" stroke-width=".6"/>` +
    `<path d="M46 32h8v50h-8z" fill="${ribbon}"/><path d="M50 32c-12-14-22-6-14 0zM50 32c12-14 22-6 14 0z" fill="${ribbon}" stroke="${shade(ribbon, -0.3)}" stroke-width=".6"/>` +
    surprise
  );
}
