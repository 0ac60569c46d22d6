CREATE TYPE "public"."analytics_event_type" AS ENUM('view', 'page', 'link', 'media', 'read_aloud', 'search', 'flashcard', 'zoom', 'download', 'tap');--> statement-breakpoint
CREATE TYPE "public"."analytics_source" AS ENUM('site', 'embed', 'lms', 'class', 'share', 'offline');--> statement-breakpoint
CREATE TABLE "reading_book_days" (
	"ebook_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"read_aloud" integer DEFAULT 0 NOT NULL,
	"flashcards" integer DEFAULT 0 NOT NULL,
	"zooms" integer DEFAULT 0 NOT NULL,
	"downloads" integer DEFAULT 0 NOT NULL,
	"taps" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_book_days_ebook_id_day_pk" PRIMARY KEY("ebook_id","day")
);
--> statement-breakpoint
CREATE TABLE "reading_events" (
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ebook_id" uuid NOT NULL,
	"reader" text,
	"user_id" uuid,
	"type" "analytics_event_type" NOT NULL,
	"page" integer,
	"value" real,
	"y" real,
	"target" text,
	"kind" text,
	"source" "analytics_source"
) PARTITION BY RANGE ("day");
--> statement-breakpoint
-- One partition per day, made ahead by the analytics maintenance job (modules/analytics/partitions.ts) and dropped
-- after ANALYTICS_RAW_DAYS; a day without its own partition (the first day, or a job that did not run) lands here.
CREATE TABLE "reading_events_default" PARTITION OF "reading_events" DEFAULT;
--> statement-breakpoint
CREATE TABLE "reading_page_days" (
	"ebook_id" uuid NOT NULL,
	"day" date NOT NULL,
	"page" integer NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_page_days_ebook_id_day_page_pk" PRIMARY KEY("ebook_id","day","page")
);
--> statement-breakpoint
CREATE TABLE "reading_reader_days" (
	"ebook_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reader" text NOT NULL,
	"user_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	"furthest" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reading_reader_days_ebook_id_day_reader_pk" PRIMARY KEY("ebook_id","day","reader")
);
--> statement-breakpoint
CREATE TABLE "reading_rollup_mark" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"up_to" timestamp with time zone NOT NULL,
	"ran_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reading_source_days" (
	"ebook_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" "analytics_source" NOT NULL,
	"site" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_source_days_ebook_id_day_source_site_pk" PRIMARY KEY("ebook_id","day","source","site")
);
--> statement-breakpoint
CREATE TABLE "reading_tap_days" (
	"ebook_id" uuid NOT NULL,
	"day" date NOT NULL,
	"page" integer NOT NULL,
	"cell" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_tap_days_ebook_id_day_page_cell_pk" PRIMARY KEY("ebook_id","day","page","cell")
);
--> statement-breakpoint
CREATE TABLE "reading_target_days" (
	"ebook_id" uuid NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	CONSTRAINT "reading_target_days_ebook_id_day_kind_target_pk" PRIMARY KEY("ebook_id","day","kind","target")
);
--> statement-breakpoint
ALTER TABLE "reading_book_days" ADD CONSTRAINT "reading_book_days_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_events" ADD CONSTRAINT "reading_events_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_events" ADD CONSTRAINT "reading_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_page_days" ADD CONSTRAINT "reading_page_days_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_reader_days" ADD CONSTRAINT "reading_reader_days_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_reader_days" ADD CONSTRAINT "reading_reader_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_source_days" ADD CONSTRAINT "reading_source_days_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_tap_days" ADD CONSTRAINT "reading_tap_days_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_target_days" ADD CONSTRAINT "reading_target_days_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reading_book_days_day_idx" ON "reading_book_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "reading_events_received_idx" ON "reading_events" USING brin ("received_at");--> statement-breakpoint
CREATE INDEX "reading_events_book_idx" ON "reading_events" USING btree ("ebook_id","day");--> statement-breakpoint
CREATE INDEX "reading_reader_days_user_idx" ON "reading_reader_days" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "book_exports" ADD COLUMN "site_url" text;--> statement-breakpoint
CREATE TABLE "reading_scope_days" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"readers" integer DEFAULT 0 NOT NULL,
	"seconds" real DEFAULT 0 NOT NULL,
	"completions" integer DEFAULT 0 NOT NULL,
	"readers_sketch" integer[],
	"completed_sketch" integer[],
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"books" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "reading_scope_days_scope_day_pk" PRIMARY KEY("scope","day")
);
--> statement-breakpoint
ALTER TABLE "reading_book_days" ADD COLUMN "readers_sketch" integer[];--> statement-breakpoint
ALTER TABLE "reading_book_days" ADD COLUMN "completed_sketch" integer[];--> statement-breakpoint
ALTER TABLE "reading_scope_days" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "reading_scope_days" ADD CONSTRAINT "reading_scope_days_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;