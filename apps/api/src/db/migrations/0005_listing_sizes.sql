ALTER TABLE "products" ADD COLUMN "sizes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- products.sizes joins the listing's read model (see 0004): product_sizes stays the write model.
CREATE FUNCTION products_refresh_sizes(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET sizes = coalesce(r.sizes, '{}'::text[])
  FROM (
    SELECT x.id, array_agg(ps.size ORDER BY ps.sort, ps.size COLLATE "C") FILTER (WHERE ps.size IS NOT NULL) AS sizes
    FROM unnest(ids) AS x(id) LEFT JOIN product_sizes ps ON ps.product_id = x.id
    GROUP BY x.id
  ) r
  WHERE p.id = r.id AND p.sizes IS DISTINCT FROM coalesce(r.sizes, '{}'::text[]);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION products_sync_read_model() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
  ELSE
    SELECT array_agg(DISTINCT product_id) INTO ids FROM (SELECT product_id FROM new_rows UNION SELECT product_id FROM old_rows) changed;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'product_prices' THEN
    PERFORM products_refresh_prices(ids);
  ELSIF TG_TABLE_NAME = 'product_sizes' THEN
    PERFORM products_refresh_sizes(ids);
  ELSE
    PERFORM products_refresh_inserts(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_sizes_sync_insert AFTER INSERT ON product_sizes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER product_sizes_sync_update AFTER UPDATE ON product_sizes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER product_sizes_sync_delete AFTER DELETE ON product_sizes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
SELECT products_refresh_sizes(array(SELECT id FROM products));
