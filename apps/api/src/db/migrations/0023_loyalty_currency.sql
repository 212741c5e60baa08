DROP INDEX "loyalty_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "loyalty_ledger" ADD COLUMN "currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
CREATE INDEX "loyalty_ledger_user_idx" ON "loyalty_ledger" USING btree ("user_id","program","currency","available_at");--> statement-breakpoint
-- Issue 19 finding 4: an order's rows take the order's currency; a row of no order (a task, a
-- welcome credit) takes the currency of the shopper's latest order, else stays in roubles.
UPDATE "loyalty_ledger" AS l SET "currency" = o."currency" FROM "orders" AS o WHERE l."order_id" = o."id";--> statement-breakpoint
UPDATE "loyalty_ledger" AS l SET "currency" = latest."currency"
FROM (SELECT DISTINCT ON ("user_id") "user_id", "currency" FROM "orders" ORDER BY "user_id", "id" DESC) AS latest
WHERE l."order_id" IS NULL AND latest."user_id" = l."user_id";
