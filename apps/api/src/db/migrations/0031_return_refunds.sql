-- Issue 19 §2, finding 12: a refunded return's money goes back through the acquirer as a refund row of
-- its own. Expand only: the new column is nullable, and one-refund-per-order stays for the rows the
-- previous release writes (an order's closing, return_id null) through the partial index created
-- before the whole-table one is dropped, so its insert … on conflict do nothing still queues once.
ALTER TABLE "payment_refunds" ADD COLUMN "return_id" integer;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_return_id_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."returns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_closing_uq" ON "payment_refunds" USING btree ("order_id") WHERE "payment_refunds"."return_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_return_uq" ON "payment_refunds" USING btree ("return_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
DROP INDEX "payment_refunds_order_uq";--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_method" text;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_money" numeric(12, 2);--> statement-breakpoint
-- Returns refunded before this release never went through the acquirer: their money was transferred.
UPDATE "returns" SET "refund_method" = CASE WHEN "refund_amount" > 0 THEN 'transfer' ELSE 'points' END, "refund_money" = "refund_amount" WHERE "status" = 'refunded' AND "refund_method" IS NULL;
