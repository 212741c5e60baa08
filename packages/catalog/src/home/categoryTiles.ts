import type { MenuItem, Product } from '@ornament/api-contract';

export interface CategoryTile {
  name: string;
  href: string;
  image: string | undefined;
}

/**
 * Tiles for the home page: the catalogue's first-level categories from the site menu; when the menu
 * has none for this catalogue, the categories of the products on the page, with their pictures.
 */
export function categoryTiles(menu: readonly MenuItem[], products: readonly Product[], catalogPrefix: string, max = 6): CategoryTile[] {
  const root = `/${catalogPrefix}/`;
  const catalogue = menu.find((item) => item.url === root);
  const fromMenu = (catalogue?.children ?? menu.filter((item) => item.url.startsWith(root) && item.url !== root)).map((item) => ({
    name: item.name,
    href: item.url,
    image: item.image ?? pictureOf(products, item.url.split('/').filter(Boolean).at(-1)),
  }));
  // Tiles with a picture first; pictureless ones only fill up a short list.
  const pictured = fromMenu.filter((tile) => tile.image);
  if (pictured.length >= Math.min(4, fromMenu.length) && fromMenu.length > 0) return pictured.slice(0, max);
  if (fromMenu.length > 0) return [...pictured, ...fromMenu.filter((tile) => !tile.image)].slice(0, max);

  const seen = new Map<string, CategoryTile>();
  for (const product of products) {
    if (seen.has(product.category.code)) continue;
    seen.set(product.category.code, {
      name: product.category.name,
      href: `${root}${product.category.code}/`,
      image: product.media_with_formatting[0]?.url,
    });
  }
  return [...seen.values()].slice(0, max);
}

function pictureOf(products: readonly Product[], categoryCode: string | undefined): string | undefined {
  return products.find((product) => product.category.code === categoryCode)?.media_with_formatting[0]?.url;
}
