CREATE TABLE "reader_bookmarks" (
	"user_id" uuid NOT NULL,
	"ebook_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_bookmarks_user_id_ebook_id_page_id_pk" PRIMARY KEY("user_id","ebook_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "reader_highlights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"ebook_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"color" text NOT NULL,
	"note" text,
	"quote_exact" text NOT NULL,
	"quote_prefix" text DEFAULT '' NOT NULL,
	"quote_suffix" text DEFAULT '' NOT NULL,
	"position_start" integer NOT NULL,
	"position_end" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebooks" ADD COLUMN "contents" jsonb;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD CONSTRAINT "reader_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_bookmarks" ADD CONSTRAINT "reader_bookmarks_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_highlights" ADD CONSTRAINT "reader_highlights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_highlights" ADD CONSTRAINT "reader_highlights_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_bookmarks_ebook_idx" ON "reader_bookmarks" USING btree ("ebook_id");--> statement-breakpoint
CREATE INDEX "reader_highlights_owner_idx" ON "reader_highlights" USING btree ("user_id","ebook_id","created_at");--> statement-breakpoint
CREATE INDEX "reader_highlights_ebook_idx" ON "reader_highlights" USING btree ("ebook_id");