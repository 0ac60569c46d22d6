ALTER TABLE "categories" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "ebooks_title_en_trgm" ON "ebooks" USING gin (("translations"->'en'->>'title') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_description_en_trgm" ON "ebooks" USING gin (("translations"->'en'->>'description') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_title_bn_trgm" ON "ebooks" USING gin (("translations"->'bn'->>'title') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_description_bn_trgm" ON "ebooks" USING gin (("translations"->'bn'->>'description') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_title_ar_trgm" ON "ebooks" USING gin (("translations"->'ar'->>'title') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_description_ar_trgm" ON "ebooks" USING gin (("translations"->'ar'->>'description') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_title_ko_trgm" ON "ebooks" USING gin (("translations"->'ko'->>'title') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_description_ko_trgm" ON "ebooks" USING gin (("translations"->'ko'->>'description') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_title_ja_trgm" ON "ebooks" USING gin (("translations"->'ja'->>'title') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ebooks_description_ja_trgm" ON "ebooks" USING gin (("translations"->'ja'->>'description') gin_trgm_ops);