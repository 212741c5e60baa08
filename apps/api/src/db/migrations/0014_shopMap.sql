CREATE TABLE "store_holiday_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"store_id" integer NOT NULL,
	"day" date NOT NULL,
	"open" text,
	"close" text,
	"note" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "point_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "is_on_map" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "address_program_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "metro" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "services" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "store_holiday_hours" ADD CONSTRAINT "store_holiday_hours_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "store_holiday_hours_store_day_uq" ON "store_holiday_hours" USING btree ("store_id","day");--> statement-breakpoint
CREATE INDEX "store_holiday_hours_day_idx" ON "store_holiday_hours" USING btree ("day");--> statement-breakpoint
-- Existing shops keep appearing on the map under their business type until the next seed.
UPDATE "stores" SET "point_types" = ARRAY["type"] WHERE "point_types" = '{}'::text[];
