ALTER TABLE "products" ADD COLUMN "inserts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A listing card needs the stones and the stock total of each product: kept on the row (the read
-- model of 0004/0005) instead of a json_agg and a sum per card on every page.
CREATE OR REPLACE FUNCTION products_refresh_inserts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    insert_codes = coalesce(r.codes, '{}'::text[]),
    insert_names = coalesce(r.names, ''),
    inserts = coalesce(r.cards, '[]'::jsonb)
  FROM (
    SELECT x.id,
      array_agg(DISTINCT pi.code COLLATE "C" ORDER BY pi.code COLLATE "C") FILTER (WHERE pi.code IS NOT NULL) AS codes,
      string_agg(DISTINCT pi.name COLLATE "C", ' ' ORDER BY pi.name COLLATE "C") AS names,
      (SELECT jsonb_agg(jsonb_build_object('code', c.code, 'name', c.name, 'count', c.count, 'weight', c.weight, 'colorCode', c.color_code) ORDER BY c.id)
         FROM product_inserts c WHERE c.product_id = x.id) AS cards
    FROM unnest(ids) AS x(id) LEFT JOIN product_inserts pi ON pi.product_id = x.id
    GROUP BY x.id
  ) r
  WHERE p.id = r.id
    AND (p.insert_codes, p.insert_names, p.inserts) IS DISTINCT FROM (coalesce(r.codes, '{}'::text[]), coalesce(r.names, ''), coalesce(r.cards, '[]'::jsonb));
$$;
--> statement-breakpoint
CREATE FUNCTION products_refresh_stock(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET stock_quantity = r.quantity
  FROM (
    SELECT x.id, coalesce(sum(s.quantity) FILTER (WHERE s.quantity > 0), 0)::int AS quantity
    FROM unnest(ids) AS x(id) LEFT JOIN stock s ON s.product_id = x.id
    GROUP BY x.id
  ) r
  WHERE p.id = r.id AND p.stock_quantity IS DISTINCT FROM r.quantity;
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
  ELSIF TG_TABLE_NAME = 'stock' THEN
    PERFORM products_refresh_stock(ids);
  ELSE
    PERFORM products_refresh_inserts(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER stock_sync_insert AFTER INSERT ON stock REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER stock_sync_update AFTER UPDATE ON stock REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER stock_sync_delete AFTER DELETE ON stock REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
SELECT products_refresh_inserts(array(SELECT id FROM products));
--> statement-breakpoint
SELECT products_refresh_stock(array(SELECT id FROM products));
