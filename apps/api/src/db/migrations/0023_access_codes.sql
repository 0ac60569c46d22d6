CREATE TABLE "access_code_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" uuid,
	"name" text DEFAULT '' NOT NULL,
	"seats_per_code" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "access_code_books" (
	"batch_id" uuid NOT NULL,
	"ebook_id" uuid NOT NULL,
	CONSTRAINT "access_code_books_batch_id_ebook_id_pk" PRIMARY KEY("batch_id","ebook_id")
);
--> statement-breakpoint
CREATE TABLE "access_code_redemptions" (
	"code_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_code_redemptions_code_id_user_id_pk" PRIMARY KEY("code_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "access_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"code" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_left" integer NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "access_codes_seats_left_range" CHECK ("access_codes"."seats_left" >= 0 and "access_codes"."seats_left" <= "access_codes"."seats")
);
--> statement-breakpoint
ALTER TABLE "access_code_batches" ADD CONSTRAINT "access_code_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_books" ADD CONSTRAINT "access_code_books_batch_id_access_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."access_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_books" ADD CONSTRAINT "access_code_books_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_redemptions" ADD CONSTRAINT "access_code_redemptions_code_id_access_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."access_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_code_redemptions" ADD CONSTRAINT "access_code_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_codes" ADD CONSTRAINT "access_codes_batch_id_access_code_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."access_code_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_code_batches_creator_idx" ON "access_code_batches" USING btree ("created_by","created_at");--> statement-breakpoint
CREATE INDEX "access_code_books_ebook_idx" ON "access_code_books" USING btree ("ebook_id");--> statement-breakpoint
CREATE INDEX "access_code_redemptions_user_idx" ON "access_code_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_codes_code_unique" ON "access_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "access_codes_batch_idx" ON "access_codes" USING btree ("batch_id");