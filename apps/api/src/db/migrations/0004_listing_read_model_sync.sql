-- The listing's read model on products (price_* / old_price_* per currency, insert_codes, insert_names)
-- follows its write model, product_prices and product_inserts, through statement-level triggers:
-- one UPDATE per INSERT/UPDATE/DELETE statement, however many rows it wrote, so a seed's batched
-- inserts cost one pass each. PostgreSQL allows transition tables on single-event triggers only,
-- hence three triggers per table sharing one function.
CREATE FUNCTION products_refresh_prices(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    price_rub = r.price_rub, old_price_rub = r.old_price_rub,
    price_kzt = r.price_kzt, old_price_kzt = r.old_price_kzt,
    price_byn = r.price_byn, old_price_byn = r.old_price_byn
  FROM (
    SELECT x.id,
      max(pp.price) FILTER (WHERE pp.currency = 'RUB') AS price_rub,
      max(pp.old_price) FILTER (WHERE pp.currency = 'RUB') AS old_price_rub,
      max(pp.price) FILTER (WHERE pp.currency = 'KZT') AS price_kzt,
      max(pp.old_price) FILTER (WHERE pp.currency = 'KZT') AS old_price_kzt,
      max(pp.price) FILTER (WHERE pp.currency = 'BYN') AS price_byn,
      max(pp.old_price) FILTER (WHERE pp.currency = 'BYN') AS old_price_byn
    FROM unnest(ids) AS x(id) LEFT JOIN product_prices pp ON pp.product_id = x.id
    GROUP BY x.id
  ) r
  WHERE p.id = r.id
    -- Rows already right (the seed writes them so) are left alone: no dead tuples, no index churn.
    AND (p.price_rub, p.old_price_rub, p.price_kzt, p.old_price_kzt, p.price_byn, p.old_price_byn)
      IS DISTINCT FROM (r.price_rub, r.old_price_rub, r.price_kzt, r.old_price_kzt, r.price_byn, r.old_price_byn);
$$;
--> statement-breakpoint
CREATE FUNCTION products_refresh_inserts(ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p SET
    insert_codes = coalesce(r.codes, '{}'::text[]),
    insert_names = coalesce(r.names, '')
  FROM (
    SELECT x.id,
      array_agg(DISTINCT pi.code COLLATE "C" ORDER BY pi.code COLLATE "C") FILTER (WHERE pi.code IS NOT NULL) AS codes,
      string_agg(DISTINCT pi.name COLLATE "C", ' ' ORDER BY pi.name COLLATE "C") AS names
    FROM unnest(ids) AS x(id) LEFT JOIN product_inserts pi ON pi.product_id = x.id
    GROUP BY x.id
  ) r
  WHERE p.id = r.id
    AND (p.insert_codes, p.insert_names) IS DISTINCT FROM (coalesce(r.codes, '{}'::text[]), coalesce(r.names, ''));
$$;
--> statement-breakpoint
CREATE FUNCTION products_sync_read_model() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSE
    PERFORM products_refresh_inserts(ids);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER product_prices_sync_insert AFTER INSERT ON product_prices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER product_prices_sync_update AFTER UPDATE ON product_prices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER product_prices_sync_delete AFTER DELETE ON product_prices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER product_inserts_sync_insert AFTER INSERT ON product_inserts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER product_inserts_sync_update AFTER UPDATE ON product_inserts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
CREATE TRIGGER product_inserts_sync_delete AFTER DELETE ON product_inserts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION products_sync_read_model();
--> statement-breakpoint
-- A database migrated from 0002 with a catalogue in it: fill the new columns once.
SELECT products_refresh_prices(array(SELECT id FROM products));
--> statement-breakpoint
SELECT products_refresh_inserts(array(SELECT id FROM products));
