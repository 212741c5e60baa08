CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"section" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "categories_depth_ck" CHECK ("categories"."depth" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "product_inserts" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"weight" double precision,
	"color_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"currency" text NOT NULL,
	"price" numeric(12, 2) NOT NULL,
	"old_price" numeric(12, 2),
	CONSTRAINT "product_prices_price_ck" CHECK ("product_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"article" text NOT NULL,
	"url_code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"section" text NOT NULL,
	"catalog" text DEFAULT 'catalog' NOT NULL,
	"category_id" integer NOT NULL,
	"brand" text DEFAULT 'main' NOT NULL,
	"material_code" text NOT NULL,
	"material_name" text NOT NULL,
	"material_color" text NOT NULL,
	"metal" text NOT NULL,
	"collection_code" text,
	"collection_name" text,
	"weight" double precision,
	"is_sizeable" boolean DEFAULT false NOT NULL,
	"is_on_request" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"badges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rating" double precision DEFAULT 0 NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"store_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_quantity_ck" CHECK ("stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"city_guid" text NOT NULL,
	"address" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"opening_hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"phone" text
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_inserts" ADD CONSTRAINT "product_inserts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock" ADD CONSTRAINT "stock_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_uq" ON "categories" USING btree ("url");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "categories_section_idx" ON "categories" USING btree ("section");--> statement-breakpoint
CREATE INDEX "product_inserts_product_idx" ON "product_inserts" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_inserts_code_idx" ON "product_inserts" USING btree ("code","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_prices_product_currency_uq" ON "product_prices" USING btree ("product_id","currency");--> statement-breakpoint
CREATE INDEX "product_prices_currency_price_idx" ON "product_prices" USING btree ("currency","price","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_product_size_uq" ON "product_sizes" USING btree ("product_id","size");--> statement-breakpoint
CREATE INDEX "product_sizes_size_idx" ON "product_sizes" USING btree ("size","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_article_uq" ON "products" USING btree ("article");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_code_uq" ON "products" USING btree ("url_code");--> statement-breakpoint
CREATE INDEX "products_section_popularity_idx" ON "products" USING btree ("section","popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_material_idx" ON "products" USING btree ("material_code");--> statement-breakpoint
CREATE INDEX "products_collection_idx" ON "products" USING btree ("collection_code");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "products_rating_idx" ON "products" USING btree ("rating" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_product_size_store_uq" ON "stock" USING btree ("product_id","size","store_id");--> statement-breakpoint
CREATE INDEX "stock_store_idx" ON "stock" USING btree ("store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stores_code_uq" ON "stores" USING btree ("code");--> statement-breakpoint
CREATE INDEX "stores_city_idx" ON "stores" USING btree ("city_guid");