-- Autocomplete's candidates (services/search/autocompleteRepository.ts) are the most popular matches:
-- a walk down popularity order that tests each product's search document until 120 match. Over
-- products_popularity_idx every step fetches a wide products row (~0.9 kB: description, badges,
-- stones) to read search_vector; this index carries what the walk tests and returns, so the walk is
-- an index-only scan over narrow tuples ('брасл' on 10,000 products: 38 buffer reads instead of
-- 1,405; the statement 1.37 → 1.01 ms on average over eight queries on PGlite).
-- Drizzle's index builder has no INCLUDE, hence plain SQL; the schema does not declare this index.
CREATE INDEX "products_search_candidates_idx" ON "products" USING btree ("popularity" DESC NULLS LAST, "id")
  INCLUDE ("category_id", "brand", "price_rub", "price_kzt", "price_byn", "article", "search_vector");
