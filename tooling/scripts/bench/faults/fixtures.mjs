// What the shoppers browse, gathered once before a run (untimed): listing paths with two facets,
// built by following the filters' own links (catalogPaths.mjs), products a Moscow shop holds with
// their sizes (from the database, as a merchandiser's report would list them), and search queries.
import { twoFacetPaths } from '../catalogPaths.mjs';

/** What shoppers type; slugs come from the domain's toUrlSlug, as the search box builds the results link. */
const queries = ['кольцо', 'серьги', 'браслет', 'цепь', 'золото', 'подвеска'];

export async function gatherFixtures({ apiBase, pool, domain, productCount = 240 }) {
  const listings = await twoFacetPaths(apiBase, { limit: 6 });
  const moscow = domain.defaultCityOf('RU').guid;
  // Products in stock in a Moscow shop, priced in roubles: what a Moscow shopper can pick up.
  const { rows } = await pool.query(
    `select p.article, s.size, sum(s.quantity)::int as units
       from products p join stock s on s.product_id = p.id join stores st on st.id = s.store_id
      where p.brand = 'main' and p.catalog = 'catalog' and p.price_rub is not null and st.city_guid = $1 and s.quantity > 0
      group by p.article, s.size
      order by sum(s.quantity) desc, p.article
      limit $2`,
    [moscow, productCount],
  );
  if (rows.length === 0) throw new Error('no product in stock in a Moscow shop: is the catalogue seeded?');
  return {
    listings,
    products: rows.map((row) => ({ article: row.article, size: row.size })),
    searches: queries.map((query) => ({ query, slug: domain.toUrlSlug(query) })),
  };
}
