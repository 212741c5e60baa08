ALTER TABLE "gift_card_purchases" ADD COLUMN "delivery_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "delivery_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD COLUMN "delivery_error" text;--> statement-breakpoint
CREATE INDEX "gift_card_purchases_delivery_due_idx" ON "gift_card_purchases" USING btree ("delivery_due_at") WHERE "gift_card_purchases"."delivery_due_at" is not null;--> statement-breakpoint
-- Cards paid before delivery existed were never sent to their recipients: they become due at their send time.
UPDATE "gift_card_purchases" SET "delivery_due_at" = "send_at" FROM "gift_cards" WHERE "gift_cards"."number" = "gift_card_purchases"."card_number" AND "gift_cards"."status" = 'active';
