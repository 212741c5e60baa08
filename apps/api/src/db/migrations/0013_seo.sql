CREATE TABLE "seo_meta" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"h1" text NOT NULL,
	"robots" text DEFAULT 'index, follow' NOT NULL,
	"canonical" text,
	"sitemap_section" text,
	"sitemap_sort" integer DEFAULT 0 NOT NULL,
	"countries" text[]
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seo_meta_source_path_uq" ON "seo_meta" USING btree ("source","path");--> statement-breakpoint
CREATE INDEX "seo_meta_sitemap_idx" ON "seo_meta" USING btree ("source","sitemap_section","sitemap_sort");