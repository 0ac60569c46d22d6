CREATE TABLE "banked_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"words" text NOT NULL,
	"element" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ebook_lrs" (
	"ebook_id" uuid PRIMARY KEY NOT NULL,
	"endpoint" text NOT NULL,
	"username" text NOT NULL,
	"password" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ALTER COLUMN "correct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "marked_by" uuid;--> statement-breakpoint
ALTER TABLE "banked_questions" ADD CONSTRAINT "banked_questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_lrs" ADD CONSTRAINT "ebook_lrs_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banked_questions_owner_idx" ON "banked_questions" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;