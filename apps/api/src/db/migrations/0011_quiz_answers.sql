CREATE TABLE "quiz_answers" (
	"user_id" uuid NOT NULL,
	"ebook_id" uuid NOT NULL,
	"element_id" text NOT NULL,
	"page_id" text NOT NULL,
	"question_version" text NOT NULL,
	"chosen" jsonb NOT NULL,
	"correct" boolean NOT NULL,
	"score" integer NOT NULL,
	"best_score" integer NOT NULL,
	"points" integer NOT NULL,
	"counts_best" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_answers_user_id_ebook_id_element_id_pk" PRIMARY KEY("user_id","ebook_id","element_id")
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_answers_ebook_idx" ON "quiz_answers" USING btree ("ebook_id","element_id");