ALTER TABLE "reading_book_days" DROP COLUMN "readers_sketch";--> statement-breakpoint
ALTER TABLE "reading_book_days" DROP COLUMN "completed_sketch";