// Pictures of content areas (the header's promo button, spec 1 §2) and of task cards, drawn here like
// the product pictures so no content points outside the API: small line icons in the picture palette,
// each with a hover state that fills it with the brand's ruby. GET /api/sklv/v4/content/picture/{name}.{webp|svg}.
import { paths } from '@ornament/api-contract';

const ruby = '#B0122B';
const ink = '#1A1A1A';
const white = '#FFFFFF';

interface IconColors {
  line: string;
  fill: string;
  detail: string;
}

const resting: IconColors = { line: ink, fill: 'none', detail: ink };
const hovered: IconColors = { line: ruby, fill: ruby, detail: white };

/** 32-unit line icons; `fill` is the body's fill, `detail` what is drawn over it. */
const icons: Record<string, (c: IconColors) => string> = {
  // A gift box with a ribbon and a bow.
  gift: (c) =>
    `<rect x="5" y="13" width="22" height="14" rx="1.5" fill="${c.fill}" stroke="${c.line}"/>` +
    `<rect x="3.5" y="9" width="25" height="5" rx="1" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M16 9v18" stroke="${c.detail}"/>` +
    `<path d="M16 9c-2-4-7-5.5-7.5-2.5S13 9 16 9zm0 0c2-4 7-5.5 7.5-2.5S19 9 16 9z" fill="${c.fill}" stroke="${c.line}"/>`,
  // A heart.
  heart: (c) =>
    `<path d="M16 27S4 19.5 4 11.5A6 6 0 0 1 16 9a6 6 0 0 1 12 2.5C28 19.5 16 27 16 27z" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M10 11.5a2.5 2.5 0 0 1 2.5-2.5" stroke="${c.detail}"/>`,
  // A cut diamond seen from the side: crown, girdle and pavilion facets.
  diamond: (c) =>
    `<path d="M9 6h14l6 7-13 14L3 13z" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M3 13h26M12 6l-3 7 7 14 7-14-3-7M9 13l3-7M23 13l-3-7" stroke="${c.detail}"/>`,
  // Task cards of the tasks centre (issue 7); the hover state is the completed card's picture.
  // A shopping bag with handles: the first order.
  bag: (c) =>
    `<path d="M6 11h20l-1.5 16h-17z" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M11.5 14V9a4.5 4.5 0 0 1 9 0v5" stroke="${c.detail}"/>`,
  // A five-pointed star: a review.
  star: (c) =>
    `<path d="M16 4l3.7 7.6 8.3 1.2-6 5.9 1.4 8.3L16 23l-7.4 4 1.4-8.3-6-5.9 8.3-1.2z" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M16 10v7" stroke="${c.detail}"/>`,
  // A person's bust: the profile.
  profile: (c) =>
    `<circle cx="16" cy="11" r="6" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M5 28c0-6 5-10 11-10s11 4 11 10z" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M13.5 11.5a2.5 2.5 0 0 0 5 0" stroke="${c.detail}"/>`,
  // An envelope: a subscription.
  envelope: (c) =>
    `<rect x="4" y="8" width="24" height="17" rx="1.5" fill="${c.fill}" stroke="${c.line}"/>` +
    `<path d="M4.5 9l11.5 9 11.5-9" stroke="${c.detail}"/>`,
};

export const contentPictureNames: readonly string[] = Object.keys(icons).flatMap((name) => [name, `${name}-hover`]);

/** The picture's address on the API (through the storefront's /api passthrough, same origin). */
export function contentPictureUrl(name: string): string {
  return paths.contentPicture(name);
}

/** The SVG of a named picture ('gift', 'gift-hover'); null for an unknown name. */
export function renderContentPicture(name: string): string | null {
  const hover = name.endsWith('-hover');
  const icon = hover ? name.slice(0, -'-hover'.length) : name;
  const draw = Object.hasOwn(icons, icon) ? icons[icon] : undefined;
  if (!draw) return null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32" fill="none" ` +
    `stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round">${draw(hover ? hovered : resting)}</svg>`
  );
}
