CREATE TABLE "image_searches" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"product_ids" jsonb NOT NULL,
	"article" text
);
--> statement-breakpoint
CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "geo_ip_ranges" ADD COLUMN "is_vpn" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_rub" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "old_price_rub" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_kzt" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "old_price_kzt" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "price_byn" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "old_price_byn" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "insert_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "insert_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', name), 'A') || setweight(to_tsvector('simple', article), 'A') || setweight(to_tsvector('russian', coalesce(collection_name, '')), 'B') || setweight(to_tsvector('russian', material_name || ' ' || insert_names), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "image_searches_created_idx" ON "image_searches" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_terms_trgm_gin" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_section_material_popularity_idx" ON "products" USING btree ("section","material_code","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_section_created_idx" ON "products" USING btree ("section","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_section_rating_idx" ON "products" USING btree ("section","rating" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_section_price_rub_idx" ON "products" USING btree ("section","price_rub","id");--> statement-breakpoint
CREATE INDEX "products_section_price_kzt_idx" ON "products" USING btree ("section","price_kzt","id");--> statement-breakpoint
CREATE INDEX "products_section_price_byn_idx" ON "products" USING btree ("section","price_byn","id");--> statement-breakpoint
CREATE INDEX "products_insert_codes_gin" ON "products" USING gin ("insert_codes");--> statement-breakpoint
CREATE INDEX "products_search_gin" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_article_prefix_idx" ON "products" USING btree ("article" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "stock_in_stock_idx" ON "stock" USING btree ("product_id") WHERE "stock"."quantity" > 0;