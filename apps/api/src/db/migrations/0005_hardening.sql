CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebook_pages" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "last_save_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "template_pages" ADD COLUMN "bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "source_ebook_id" uuid;--> statement-breakpoint
ALTER TABLE "templates" ADD COLUMN "last_save_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "thumb_key" text;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "templates_shared_idx" ON "templates" USING btree ("shared","created_at");--> statement-breakpoint
CREATE INDEX "uploads_created_idx" ON "uploads" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
-- Sizes of the pages already stored (the JSON text; new saves measure the same way).
UPDATE "ebook_pages" SET "bytes" = octet_length("data"::text);--> statement-breakpoint
UPDATE "template_pages" SET "bytes" = octet_length("data"::text);--> statement-breakpoint
-- Templates become private to their owners; the ones an admin made (the seeded designs) stay shared with everyone.
UPDATE "templates" SET "shared" = true WHERE "owner_id" IN (SELECT "id" FROM "users" WHERE "role" = 'admin');--> statement-breakpoint
-- Coupon dates outside the range the schemas now accept (years 2000 to 2099) made the lists fail: bring them inside.
UPDATE "coupons" SET
  "start_date" = LEAST(GREATEST("start_date", '2000-01-01T00:00:00Z'::timestamptz), '2099-12-31T23:59:59Z'::timestamptz),
  "end_date" = LEAST(GREATEST("end_date", '2000-01-01T00:00:00Z'::timestamptz), '2099-12-31T23:59:59Z'::timestamptz)
WHERE "start_date" < '2000-01-01T00:00:00Z' OR "start_date" > '2099-12-31T23:59:59Z' OR "end_date" < '2000-01-01T00:00:00Z' OR "end_date" > '2099-12-31T23:59:59Z';
