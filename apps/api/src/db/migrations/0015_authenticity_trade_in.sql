CREATE TABLE "authenticity_complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"shop_name" text NOT NULL,
	"shop_address" text NOT NULL,
	"barcode" text,
	"article" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authenticity_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"complaint_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "authenticity_files_kind_ck" CHECK ("authenticity_files"."kind" in ('cheque_photo', 'product_photo'))
);
--> statement-breakpoint
CREATE TABLE "product_barcodes" (
	"barcode" text PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_jewelries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"metal" text NOT NULL,
	"fineness" smallint NOT NULL,
	"weight" numeric(7, 2) NOT NULL,
	"inserts" text DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_in_jewelries_weight_ck" CHECK ("trade_in_jewelries"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_in_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"metal" text NOT NULL,
	"fineness" smallint NOT NULL,
	"price_per_gram" numeric(12, 2) NOT NULL,
	CONSTRAINT "trade_in_prices_positive_ck" CHECK ("trade_in_prices"."price_per_gram" > 0)
);
--> statement-breakpoint
CREATE TABLE "trade_in_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_rules" (
	"currency" text PRIMARY KEY NOT NULL,
	"max_credit_percent" smallint NOT NULL,
	"insert_deduction_percent" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_stores" (
	"store_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authenticity_complaints" ADD CONSTRAINT "authenticity_complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authenticity_files" ADD CONSTRAINT "authenticity_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authenticity_files" ADD CONSTRAINT "authenticity_files_complaint_id_authenticity_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."authenticity_complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_barcodes" ADD CONSTRAINT "product_barcodes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_jewelries" ADD CONSTRAINT "trade_in_jewelries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_products" ADD CONSTRAINT "trade_in_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_products" ADD CONSTRAINT "trade_in_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_stores" ADD CONSTRAINT "trade_in_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authenticity_complaints_created_idx" ON "authenticity_complaints" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "authenticity_files_key_uq" ON "authenticity_files" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "authenticity_files_complaint_kind_uq" ON "authenticity_files" USING btree ("complaint_id","kind");--> statement-breakpoint
CREATE INDEX "authenticity_files_user_idx" ON "authenticity_files" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "product_barcodes_product_idx" ON "product_barcodes" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "trade_in_jewelries_user_idx" ON "trade_in_jewelries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_prices_uq" ON "trade_in_prices" USING btree ("currency","metal","fineness");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_in_products_user_product_uq" ON "trade_in_products" USING btree ("user_id","product_id");