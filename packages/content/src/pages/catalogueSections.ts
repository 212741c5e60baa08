import type { MenuItem, SitemapSection } from '@ornament/api-contract';

/** Every address in the menu tree, at any level. */
export function menuUrls(tree: readonly MenuItem[]): Set<string> {
  const urls = new Set<string>();
  const walk = (items: readonly MenuItem[]) => {
    for (const item of items) {
      urls.add(item.url);
      walk(item.children);
    }
  };
  walk(tree);
  return urls;
}

/**
 * The site map's sections the catalogue tree does not already hold: a section whose every link is in
 * the tree (the two catalogue levels sitemap/html lists) would repeat it; page sections stay.
 */
export function sectionsBesideCatalogue(sections: readonly SitemapSection[], tree: readonly MenuItem[]): SitemapSection[] {
  if (tree.length === 0) return [...sections];
  const inTree = menuUrls(tree);
  return sections.filter((section) => section.links.length === 0 || !section.links.every((link) => inTree.has(link.url)));
}
