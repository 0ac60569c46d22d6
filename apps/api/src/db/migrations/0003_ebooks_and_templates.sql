CREATE TYPE "public"."approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."book_type" AS ENUM('ebook', 'pdf');--> statement-breakpoint
CREATE TYPE "public"."ebook_discount_type" AS ENUM('fixed', 'percentage');--> statement-breakpoint
CREATE TYPE "public"."ebook_status" AS ENUM('draft', 'published');--> statement-breakpoint
CREATE TYPE "public"."orientation" AS ENUM('portrait', 'landscape');--> statement-breakpoint
CREATE TYPE "public"."page_dimension" AS ENUM('A4', 'A5', 'custom');--> statement-breakpoint
CREATE TABLE "ebook_authors" (
	"ebook_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ebook_authors_ebook_id_author_id_pk" PRIMARY KEY("ebook_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_categories" (
	"ebook_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "ebook_categories_ebook_id_category_id_pk" PRIMARY KEY("ebook_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_pages" (
	"ebook_id" uuid NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_pages_ebook_id_id_pk" PRIMARY KEY("ebook_id","id")
);
--> statement-breakpoint
CREATE TABLE "ebooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"status" "ebook_status" DEFAULT 'draft' NOT NULL,
	"book_type" "book_type" DEFAULT 'ebook' NOT NULL,
	"page_dimension" "page_dimension" DEFAULT 'A4' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"orientation" "orientation" DEFAULT 'portrait' NOT NULL,
	"pdf_file" text,
	"pdf_page_count" integer,
	"cover_image" text,
	"price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"discount_type" "ebook_discount_type" DEFAULT 'fixed' NOT NULL,
	"final_price" numeric(12, 2) DEFAULT 0 NOT NULL,
	"approval_status" "approval_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"created_by" uuid,
	"publisher_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"schema_version" integer DEFAULT 1 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_pages" (
	"template_id" uuid NOT NULL,
	"id" text NOT NULL,
	"position" integer NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "template_pages_template_id_id_pk" PRIMARY KEY("template_id","id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"thumbnail" text,
	"page_dimension" "page_dimension" DEFAULT 'A4' NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"orientation" "orientation" DEFAULT 'portrait' NOT NULL,
	"owner_id" uuid,
	"version" integer DEFAULT 0 NOT NULL,
	"schema_version" integer DEFAULT 1 NOT NULL,
	"page_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebook_authors" ADD CONSTRAINT "ebook_authors_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_authors" ADD CONSTRAINT "ebook_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_categories" ADD CONSTRAINT "ebook_categories_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_categories" ADD CONSTRAINT "ebook_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_pages" ADD CONSTRAINT "ebook_pages_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebooks" ADD CONSTRAINT "ebooks_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_pages" ADD CONSTRAINT "template_pages_template_id_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_authors_author_idx" ON "ebook_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "ebook_categories_category_idx" ON "ebook_categories" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ebook_pages_order_idx" ON "ebook_pages" USING btree ("ebook_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "ebooks_slug_unique" ON "ebooks" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "ebooks_title_trgm" ON "ebooks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_description_trgm" ON "ebooks" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_public_idx" ON "ebooks" USING btree ("status","approval_status","created_at");--> statement-breakpoint
CREATE INDEX "ebooks_created_by_idx" ON "ebooks" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "ebooks_publisher_idx" ON "ebooks" USING btree ("publisher_id","created_at");--> statement-breakpoint
CREATE INDEX "ebooks_approval_idx" ON "ebooks" USING btree ("approval_status","created_at");--> statement-breakpoint
CREATE INDEX "template_pages_order_idx" ON "template_pages" USING btree ("template_id","position");--> statement-breakpoint
CREATE INDEX "templates_name_trgm" ON "templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_owner_idx" ON "templates" USING btree ("owner_id","created_at");