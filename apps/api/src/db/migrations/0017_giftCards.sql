CREATE TABLE "form_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_decors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"image" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"card_number" text NOT NULL,
	"buyer_user_id" uuid NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"recipient_email" text NOT NULL,
	"send_later" boolean DEFAULT false NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"timezone_offset" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "type" text DEFAULT 'electronic' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "decor_code" text;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_card_number_gift_cards_number_fk" FOREIGN KEY ("card_number") REFERENCES "public"."gift_cards"("number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_card_purchases" ADD CONSTRAINT "gift_card_purchases_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_requests_kind_idx" ON "form_requests" USING btree ("kind","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_decors_code_uq" ON "gift_card_decors" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_payment_uq" ON "gift_card_purchases" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_card_purchases_card_uq" ON "gift_card_purchases" USING btree ("card_number");