CREATE TYPE "public"."coupon_target" AS ENUM('entire_order', 'specific_item');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percentage', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."inquiry_status" AS ENUM('new', 'read', 'replied', 'closed');--> statement-breakpoint
CREATE TYPE "public"."status" AS ENUM('active', 'inactive');--> statement-breakpoint
CREATE TABLE "authors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" "status" DEFAULT 'active' NOT NULL,
	"photo" text NOT NULL,
	"bio" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" "status" DEFAULT 'active' NOT NULL,
	"thumbnail" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"discount_value" numeric(12, 2) NOT NULL,
	"applies_to" "coupon_target" DEFAULT 'entire_order' NOT NULL,
	"item_id" uuid,
	"minimum_order_amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"maximum_discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"usage_limit" integer DEFAULT 0 NOT NULL,
	"used_count" integer DEFAULT 0 NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"status" "status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "inquiry_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"mobile" text,
	"email" text NOT NULL,
	"nid" text,
	"nid_image" text,
	"proprietor_photo" text,
	"proprietor_signature" text,
	"present_address" text,
	"permanent_address" text,
	"office_present_address" text,
	"office_permanent_address" text,
	"trade_license_number" text,
	"trade_license_image" text,
	"logo" text,
	"etin" text,
	"vat_number" text,
	"office_mobile" text,
	"office_phone" text,
	"office_email" text,
	"status" "status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "static_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authors_name_trgm" ON "authors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_status_idx" ON "authors" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "categories_name_trgm" ON "categories" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "categories_status_idx" ON "categories" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (upper("code"));--> statement-breakpoint
CREATE INDEX "coupons_code_trgm" ON "coupons" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "coupons_status_idx" ON "coupons" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "inquiries_subject_trgm" ON "inquiries" USING gin ("subject" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_name_trgm" ON "inquiries" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "inquiries_status_idx" ON "inquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "publishers_user_unique" ON "publishers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "publishers_name_trgm" ON "publishers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "publishers_status_idx" ON "publishers" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "static_pages_slug_unique" ON "static_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "static_pages_title_trgm" ON "static_pages" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_key_unique" ON "uploads" USING btree ("key");--> statement-breakpoint
CREATE INDEX "uploads_owner_idx" ON "uploads" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);