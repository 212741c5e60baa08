ALTER TABLE "returns" ADD COLUMN "refund_bonuses" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_stars" numeric(12, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "returns" ADD COLUMN "refund_gift_card" numeric(12, 2) DEFAULT 0 NOT NULL;