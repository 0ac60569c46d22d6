ALTER TABLE "quiz_answers" ALTER COLUMN "correct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "marked_by" uuid;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;