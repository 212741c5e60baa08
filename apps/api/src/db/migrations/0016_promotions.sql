CREATE TABLE "address_program_stores" (
	"address_program_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	CONSTRAINT "address_program_stores_address_program_id_store_id_pk" PRIMARY KEY("address_program_id","store_id")
);
--> statement-breakpoint
CREATE TABLE "promotion_participations" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"promocode" text NOT NULL,
	"pool_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"type_slug" text NOT NULL,
	"type_name" text NOT NULL,
	"type_url" text NOT NULL,
	"address_program_id" integer,
	"sort" integer DEFAULT 500 NOT NULL,
	"title" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"terms" text DEFAULT '' NOT NULL,
	"is_cross_promo" boolean DEFAULT false NOT NULL,
	"in_slider" boolean DEFAULT false NOT NULL,
	"preview_description" text DEFAULT '' NOT NULL,
	"detail_description" text DEFAULT '' NOT NULL,
	"product_article" text,
	"counter_label" text,
	"counter_ended_at" timestamp with time zone,
	"layout" text DEFAULT 'default' NOT NULL,
	"image_colors" jsonb NOT NULL,
	"additional_info" text,
	"active_city_guids" text[] DEFAULT '{}'::text[] NOT NULL,
	"brand" text,
	"audience_guest" boolean DEFAULT true NOT NULL,
	"audience_member" boolean DEFAULT true NOT NULL,
	"audience_partner" boolean DEFAULT true NOT NULL,
	"promo_code_pool" text[] DEFAULT '{}'::text[] NOT NULL,
	"promo_code_prefix" text,
	"has_action" boolean DEFAULT true NOT NULL,
	"gift" jsonb,
	"banner_paths" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "promotions_pool_or_prefix_ck" CHECK (cardinality("promotions"."promo_code_pool") > 0 or "promotions"."promo_code_prefix" is not null or not "promotions"."has_action")
);
--> statement-breakpoint
CREATE TABLE "wheel_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"numeric_id" integer NOT NULL,
	"title" text NOT NULL,
	"weight" integer NOT NULL,
	"kind" text NOT NULL,
	"promocode" text,
	"promocode_prefix" text,
	CONSTRAINT "wheel_prizes_weight_ck" CHECK ("wheel_prizes"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wheel_spins" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"prize_id" integer NOT NULL,
	"promocode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_program_stores" ADD CONSTRAINT "address_program_stores_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_participations" ADD CONSTRAINT "promotion_participations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_prizes" ADD CONSTRAINT "wheel_prizes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wheel_spins" ADD CONSTRAINT "wheel_spins_prize_id_wheel_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."wheel_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_user_uq" ON "promotion_participations" USING btree ("promotion_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_participations_pool_uq" ON "promotion_participations" USING btree ("promotion_id","pool_index");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_type_slug_uq" ON "promotions" USING btree ("type_slug","slug");--> statement-breakpoint
CREATE INDEX "promotions_list_idx" ON "promotions" USING btree ("is_active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_prizes_number_uq" ON "wheel_prizes" USING btree ("promotion_id","numeric_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wheel_spins_user_uq" ON "wheel_spins" USING btree ("promotion_id","user_id");