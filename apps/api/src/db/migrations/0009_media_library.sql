DROP INDEX "uploads_owner_idx";--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "name" text;--> statement-breakpoint
CREATE INDEX "uploads_owner_kind_idx" ON "uploads" USING btree ("owner_id","kind","created_at","id");--> statement-breakpoint
CREATE INDEX "uploads_name_trgm" ON "uploads" USING gin ("name" gin_trgm_ops);