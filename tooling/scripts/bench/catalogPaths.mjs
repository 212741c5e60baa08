// Valid catalogue paths for the benches, built by following the filters' own links, so they always
// name categories and facet values the seeded dictionary knows (listingPath.ts rejects anything else).

const filtersUrl = (base, path) => `${base}/api/serviceCatalog/v2/filters${path}`;

async function sections(base, path) {
  const response = await fetch(filtersUrl(base, path));
  if (!response.ok) throw new Error(`filters ${path} answered ${response.status}`);
  return (await response.json()).data;
}

/** The link of the section's value with the most products, or null when none has any. */
function busiestLink(list, code) {
  const section = list.find((s) => s.filter_code === code);
  const field = section?.fields.filter((f) => f.count > 0 && !f.checked).sort((a, b) => b.count - a.count)[0];
  return field?.link ?? null;
}

/** `/jewelry-catalog/<category>/material-…/insert-…/` for the `limit` busiest categories, rings first. */
export async function twoFacetPaths(base, { section = 'jewelry-catalog', first = 'rings', limit = 4 } = {}) {
  const top = await sections(base, `/${section}/`);
  const categories = (top.find((s) => s.filter_code === 'category')?.fields ?? []).filter((f) => f.count > 0).sort((a, b) => b.count - a.count);
  const ordered = [...categories.filter((f) => f.link === `/${section}/${first}/`), ...categories.filter((f) => f.link !== `/${section}/${first}/`)];
  const found = [];
  for (const category of ordered) {
    if (found.length >= limit) break;
    const withMaterial = busiestLink(await sections(base, category.link), 'material');
    if (!withMaterial) continue;
    const withInsert = busiestLink(await sections(base, withMaterial), 'insert');
    if (withInsert) found.push(withInsert);
  }
  if (found.length === 0) throw new Error(`no two-facet path under /${section}/`);
  return found;
}

/** Up to `count` distinct product articles from a listing, for requests that should not repeat. */
export async function articles(base, count, section = 'jewelry-catalog') {
  const found = [];
  for (let page = 1; found.length < count && page <= 20; page++) {
    const response = await fetch(`${base}/api/serviceCatalog/v2/catalog/${section}/?per_page=72&page=${page}`);
    if (!response.ok) break;
    const { data } = await response.json();
    if (data.length === 0) break;
    found.push(...data.map((p) => p.article));
  }
  return [...new Set(found)].slice(0, count);
}
