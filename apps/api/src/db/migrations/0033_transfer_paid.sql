-- Issue 19 finding 12: a return refunded by transfer is marked paid by the operator (when, and the bank's
-- payment order number), so the shopper sees the money went out. Expand only: two nullable columns.
ALTER TABLE "returns" ADD COLUMN "refund_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_reference" text;