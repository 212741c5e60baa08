CREATE TABLE "coupons" (
	"promocode" text PRIMARY KEY NOT NULL,
	"background" text NOT NULL,
	"color_btn" text NOT NULL,
	"color_text" text NOT NULL,
	"promocode_text" text NOT NULL,
	"detail_title" text NOT NULL,
	"detail_description" text NOT NULL,
	"detail_link" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupons_user_idx" ON "coupons" USING btree ("user_id");