-- Every write to what catalogue answers show (products and their prices, inserts and sizes, the tree,
-- stores and stock) tells the API processes on the database that their cached catalogue reads are
-- stale: one NOTIFY per statement on channel catalog_changed, sent at commit (none for a rolled-back
-- write; PostgreSQL folds repeats within a transaction). Writers need not remember to do it: the
-- checkout, an operator's command and a psql session alike. Each process LISTENs and drops its cache.
CREATE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER categories_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER products_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_prices_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_prices FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_inserts_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_inserts FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER product_sizes_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_sizes FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER stores_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stores FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
--> statement-breakpoint
CREATE TRIGGER stock_catalog_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stock FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
