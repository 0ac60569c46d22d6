CREATE TYPE "public"."collaborator_role" AS ENUM('editor', 'commenter', 'viewer');--> statement-breakpoint
CREATE TYPE "public"."version_kind" AS ENUM('auto', 'submission', 'manual', 'restore');--> statement-breakpoint
CREATE TABLE "ebook_change_authors" (
	"ebook_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_change_authors_ebook_id_user_id_pk" PRIMARY KEY("ebook_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_collaborators" (
	"ebook_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" "collaborator_role" NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ebook_collaborators_ebook_id_user_id_pk" PRIMARY KEY("ebook_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ebook_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ebook_id" uuid NOT NULL,
	"page_id" text NOT NULL,
	"element_id" text,
	"parent_id" uuid,
	"author_id" uuid,
	"body" text NOT NULL,
	"mentions" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_live_states" (
	"ebook_id" uuid PRIMARY KEY NOT NULL,
	"lineage" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state" "bytea" NOT NULL,
	"compacted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_live_updates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ebook_id" uuid NOT NULL,
	"update" "bytea" NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ebook_id" uuid NOT NULL,
	"kind" "version_kind" NOT NULL,
	"name" text,
	"pages" jsonb NOT NULL,
	"size" integer NOT NULL,
	"authors" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ebook_change_authors" ADD CONSTRAINT "ebook_change_authors_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_change_authors" ADD CONSTRAINT "ebook_change_authors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_collaborators" ADD CONSTRAINT "ebook_collaborators_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_collaborators" ADD CONSTRAINT "ebook_collaborators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_collaborators" ADD CONSTRAINT "ebook_collaborators_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_comments" ADD CONSTRAINT "ebook_comments_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_comments" ADD CONSTRAINT "ebook_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_comments" ADD CONSTRAINT "ebook_comments_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_live_states" ADD CONSTRAINT "ebook_live_states_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_live_updates" ADD CONSTRAINT "ebook_live_updates_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_live_updates" ADD CONSTRAINT "ebook_live_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_versions" ADD CONSTRAINT "ebook_versions_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_versions" ADD CONSTRAINT "ebook_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ebook_collaborators_user_idx" ON "ebook_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ebook_comments_book_idx" ON "ebook_comments" USING btree ("ebook_id","created_at");--> statement-breakpoint
CREATE INDEX "ebook_comments_parent_idx" ON "ebook_comments" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "ebook_live_updates_book_idx" ON "ebook_live_updates" USING btree ("ebook_id","id");--> statement-breakpoint
CREATE INDEX "ebook_versions_book_idx" ON "ebook_versions" USING btree ("ebook_id","created_at");