// Search's own tables (issue 3 "Search"): the words the catalogue speaks, for typo correction by
// trigram similarity and for query completions, and the answers of photo searches.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every word of product names, materials, stones, collections and categories, with how many
 * products use it. Rebuilt by `refreshSearchTerms` after a catalogue write (the seed calls it).
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    frequency: integer('frequency').notNull().default(0),
  },
  (t) => [index('search_terms_trgm_gin').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/** One photo search: the ranked product ids, served back as a listing by its id. */
export const imageSearches = pgTable(
  'image_searches',
  {
    id: uuid('id').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    productIds: jsonb('product_ids').$type<number[]>().notNull(),
    /** The article the shopper searched from, when the product page's button started it. */
    article: text('article'),
  },
  (t) => [index('image_searches_created_idx').on(t.createdAt)],
);
