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
CREATE TABLE "lti_accounts" (
	"platform_id" uuid NOT NULL,
	"sub" text NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "lti_accounts_platform_id_sub_pk" PRIMARY KEY("platform_id","sub")
);
--> statement-breakpoint
CREATE TABLE "lti_grades" (
	"user_id" uuid NOT NULL,
	"ebook_id" uuid NOT NULL,
	"platform_id" uuid NOT NULL,
	"sub" text NOT NULL,
	"line_item" text NOT NULL,
	CONSTRAINT "lti_grades_user_id_ebook_id_platform_id_pk" PRIMARY KEY("user_id","ebook_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "lti_handoffs" (
	"code" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ebook_id" uuid,
	"deep_link" jsonb,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auth_login_url" text NOT NULL,
	"token_url" text NOT NULL,
	"jwks_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_states" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_answers" ALTER COLUMN "correct" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "marked_by" uuid;--> statement-breakpoint
ALTER TABLE "banked_questions" ADD CONSTRAINT "banked_questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ebook_lrs" ADD CONSTRAINT "ebook_lrs_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_accounts" ADD CONSTRAINT "lti_accounts_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_accounts" ADD CONSTRAINT "lti_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grades" ADD CONSTRAINT "lti_grades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grades" ADD CONSTRAINT "lti_grades_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_grades" ADD CONSTRAINT "lti_grades_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_handoffs" ADD CONSTRAINT "lti_handoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_handoffs" ADD CONSTRAINT "lti_handoffs_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_states" ADD CONSTRAINT "lti_states_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banked_questions_owner_idx" ON "banked_questions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "lti_accounts_user_idx" ON "lti_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lti_grades_ebook_idx" ON "lti_grades" USING btree ("ebook_id");--> statement-breakpoint
CREATE INDEX "lti_platforms_issuer_idx" ON "lti_platforms" USING btree ("issuer","client_id");--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_marked_by_users_id_fk" FOREIGN KEY ("marked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;