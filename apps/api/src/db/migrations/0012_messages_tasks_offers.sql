CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"channel" text DEFAULT 'bell' NOT NULL,
	"status" text DEFAULT 'finished' NOT NULL,
	"subject" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"raw_data" jsonb,
	"source" text DEFAULT 'system' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"viewed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "partner_codes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "personal_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"coupon" text NOT NULL,
	"promotion_id" text NOT NULL,
	"promotion_name" text NOT NULL,
	"promotion_description" text DEFAULT '' NOT NULL,
	"image_desktop" text DEFAULT '' NOT NULL,
	"image_mobile" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" numeric(12, 2) NOT NULL,
	"articles" text[] DEFAULT '{}' NOT NULL,
	"use_online" boolean DEFAULT true NOT NULL,
	"use_retail" boolean DEFAULT true NOT NULL,
	"promocode_text" text DEFAULT '' NOT NULL,
	"rules_link" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_text" text DEFAULT '' NOT NULL,
	"country" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"bonus_amount" integer NOT NULL,
	"cause" text NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"sticker" text DEFAULT '' NOT NULL,
	"bonus_amount" integer NOT NULL,
	"message" text NOT NULL,
	"image" text NOT NULL,
	"completed_image" text NOT NULL,
	"full" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"brand" text,
	"country" text,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "tasks_type_unique" UNIQUE("type")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_codes" ADD CONSTRAINT "partner_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_offers" ADD CONSTRAINT "personal_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","channel","status","sent_at") WHERE "messages"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "personal_offers_user_idx" ON "personal_offers" USING btree ("user_id","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "task_completions_once_uq" ON "task_completions" USING btree ("task_id","user_id");--> statement-breakpoint
CREATE INDEX "task_completions_user_idx" ON "task_completions" USING btree ("user_id","completed_at");