CREATE TYPE "public"."conversion_status" AS ENUM('queued', 'running', 'done', 'failed');--> statement-breakpoint
CREATE TABLE "book_conversions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ebook_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" "conversion_status" DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"error" text,
	"new_ebook_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "book_conversions" ADD CONSTRAINT "book_conversions_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_conversions" ADD CONSTRAINT "book_conversions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_conversions" ADD CONSTRAINT "book_conversions_new_ebook_id_ebooks_id_fk" FOREIGN KEY ("new_ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_conversions_ebook_idx" ON "book_conversions" USING btree ("ebook_id","created_at");--> statement-breakpoint
CREATE INDEX "book_conversions_new_ebook_idx" ON "book_conversions" USING btree ("new_ebook_id");