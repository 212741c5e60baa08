CREATE TABLE "content_area_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_id" integer NOT NULL,
	"title" text NOT NULL,
	"text" text,
	"html" text,
	"link" text,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"html" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_page_areas" (
	"page_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_page_areas_page_id_area_id_pk" PRIMARY KEY("page_id","area_id")
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_ip_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"range_start" bigint NOT NULL,
	"range_end" bigint NOT NULL,
	"city_guid" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_area_items" ADD CONSTRAINT "content_area_items_area_id_content_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."content_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_areas" ADD CONSTRAINT "content_page_areas_page_id_content_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."content_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_page_areas" ADD CONSTRAINT "content_page_areas_area_id_content_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."content_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_area_items_area_idx" ON "content_area_items" USING btree ("area_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "content_areas_code_uq" ON "content_areas" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "content_pages_code_uq" ON "content_pages" USING btree ("code");--> statement-breakpoint
CREATE INDEX "geo_ip_ranges_start_idx" ON "geo_ip_ranges" USING btree ("range_start");