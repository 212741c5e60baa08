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

/** The stock rows of the shoppers' products as they are now: what `restock` puts back. */
export async function shelvesOf(pool, products) {
  const { rows } = await pool.query('select s.id, s.quantity from stock s join products p on p.id = s.product_id where p.article = any($1)', [[...new Set(products.map((p) => p.article))]]);
  return rows;
}

/**
 * Puts the shoppers' products back on the shelves between scenarios, as a warehouse would: without it
 * each scenario sold from what the one before left, and the later ones (most products sold out, few
 * orders) measured a far lighter trade than the baseline. An operator's write: it expires the pages.
 */
export async function restock(pool, shelves) {
  await pool.query('update stock s set quantity = r.quantity from unnest($1::int[], $2::int[]) as r(id, quantity) where s.id = r.id and s.quantity <> r.quantity', [shelves.map((row) => row.id), shelves.map((row) => row.quantity)]);
}
