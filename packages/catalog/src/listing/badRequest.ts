import { catalogSectionNames, sectionOfPath, transliterateToCyrillic } from '@ornament/domain';

/**
 * The heading of a listing whose query the catalogue refused (spec 2 §2): there is no meta to read
 * it from, so it comes from the path — the search query for a search, else the section's name.
 */
export function badRequestHeading(path: string): string {
  const slug = path.split('/').find((segment) => segment.startsWith('text-'));
  if (slug) return `${catalogSectionNames['products-search']}: ${transliterateToCyrillic(slug.slice('text-'.length).replace(/-/g, ' '))}`;
  const section = sectionOfPath(path);
  return section ? catalogSectionNames[section] : catalogSectionNames['jewelry-catalog'];
}

/** Robots of a refused listing: never indexed, its links not followed (spec 2 §2: search and newitems 400s). */
export const badRequestRobots = 'noindex, nofollow';
