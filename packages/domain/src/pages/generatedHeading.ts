import { catalogSectionNames, sectionOfPath } from '../catalog/sections';
import { transliterateToCyrillic } from '../search/translit';

/**
 * The heading and title of a page the meta call has no meta for (spec 3 §8: a search URL or filtered
 * new items answering 400): the search query for a search, else the section's name.
 */
export function generatedHeading(path: string): string {
  const slug = path.split('/').find((segment) => segment.startsWith('text-'));
  if (slug) return `${catalogSectionNames['products-search']}: ${transliterateToCyrillic(slug.slice('text-'.length).replace(/-/g, ' '))}`;
  const section = sectionOfPath(path);
  return section ? catalogSectionNames[section] : catalogSectionNames['jewelry-catalog'];
}
