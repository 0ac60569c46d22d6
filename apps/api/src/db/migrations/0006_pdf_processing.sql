CREATE TYPE "public"."pdf_processing" AS ENUM('pending', 'processing', 'done', 'failed');--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "processing" "pdf_processing";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "processing_error" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "page_count" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "cover_key" text;--> statement-breakpoint
CREATE INDEX "ebooks_pdf_file_idx" ON "ebooks" USING btree ("pdf_file");--> statement-breakpoint
CREATE INDEX "uploads_unfinished_idx" ON "uploads" USING btree ("processing") WHERE "uploads"."processing" IN ('pending', 'processing');--> statement-breakpoint
-- PDF books uploaded before processing moved to the background: the ones a book uses were counted when it
-- was saved; the others are pending, and a starting worker queues them.
UPDATE "uploads" SET "processing" = 'done', "page_count" = "ebooks"."pdf_page_count"
FROM "ebooks"
WHERE "uploads"."kind" = 'pdf' AND "ebooks"."pdf_file" = '/uploads/' || "uploads"."key" AND "ebooks"."pdf_page_count" IS NOT NULL;--> statement-breakpoint
UPDATE "uploads" SET "processing" = 'pending' WHERE "kind" = 'pdf' AND "processing" IS NULL;
