CREATE TABLE "lti_access_tokens" (
	"platform_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"access_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lti_access_tokens_platform_id_scope_pk" PRIMARY KEY("platform_id","scope")
);
--> statement-breakpoint
CREATE TABLE "lti_course_books" (
	"course_id" uuid NOT NULL,
	"ebook_id" uuid NOT NULL,
	CONSTRAINT "lti_course_books_course_id_ebook_id_pk" PRIMARY KEY("course_id","ebook_id")
);
--> statement-breakpoint
CREATE TABLE "lti_course_members" (
	"course_id" uuid NOT NULL,
	"sub" text NOT NULL,
	"role" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	CONSTRAINT "lti_course_members_course_id_sub_pk" PRIMARY KEY("course_id","sub")
);
--> statement-breakpoint
CREATE TABLE "lti_courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"platform_id" uuid NOT NULL,
	"context_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"memberships_url" text,
	"roster_imported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lti_handoffs" ADD COLUMN "course_id" uuid;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD COLUMN "frame_origins" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_access_tokens" ADD CONSTRAINT "lti_access_tokens_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_course_books" ADD CONSTRAINT "lti_course_books_course_id_lti_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lti_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_course_books" ADD CONSTRAINT "lti_course_books_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_course_members" ADD CONSTRAINT "lti_course_members_course_id_lti_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lti_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_courses" ADD CONSTRAINT "lti_courses_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_courses_context_idx" ON "lti_courses" USING btree ("platform_id","context_id");--> statement-breakpoint
ALTER TABLE "lti_handoffs" ADD CONSTRAINT "lti_handoffs_course_id_lti_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."lti_courses"("id") ON DELETE cascade ON UPDATE no action;