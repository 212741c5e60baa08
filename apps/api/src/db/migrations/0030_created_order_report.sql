ALTER TABLE "orders" ADD COLUMN "created_reported_at" timestamp with time zone;--> statement-breakpoint
-- Orders placed before this column had their GA4 purchase pushed at submit: they count as reported.
UPDATE "orders" SET "created_reported_at" = "created_at" WHERE "created_reported_at" IS NULL;
