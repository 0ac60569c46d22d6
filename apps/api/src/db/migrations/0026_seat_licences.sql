CREATE TABLE "seat_licence_books" (
	"licence_id" uuid NOT NULL,
	"ebook_id" uuid NOT NULL,
	CONSTRAINT "seat_licence_books_licence_id_ebook_id_pk" PRIMARY KEY("licence_id","ebook_id")
);
--> statement-breakpoint
CREATE TABLE "seat_licence_seats" (
	"licence_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_licence_seats_licence_id_user_id_pk" PRIMARY KEY("licence_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seat_licence_teachers" (
	"licence_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "seat_licence_teachers_licence_id_user_id_pk" PRIMARY KEY("licence_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "seat_licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation" text NOT NULL,
	"seats" integer NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"valid_until" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seat_licences_seats_used_range" CHECK ("seat_licences"."seats_used" >= 0 and "seat_licences"."seats_used" <= "seat_licences"."seats")
);
--> statement-breakpoint
ALTER TABLE "seat_licence_books" ADD CONSTRAINT "seat_licence_books_licence_id_seat_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."seat_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_licence_books" ADD CONSTRAINT "seat_licence_books_ebook_id_ebooks_id_fk" FOREIGN KEY ("ebook_id") REFERENCES "public"."ebooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_licence_seats" ADD CONSTRAINT "seat_licence_seats_licence_id_seat_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."seat_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_licence_seats" ADD CONSTRAINT "seat_licence_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_licence_seats" ADD CONSTRAINT "seat_licence_seats_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_licence_teachers" ADD CONSTRAINT "seat_licence_teachers_licence_id_seat_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."seat_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_licence_teachers" ADD CONSTRAINT "seat_licence_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_licences" ADD CONSTRAINT "seat_licences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seat_licence_books_ebook_idx" ON "seat_licence_books" USING btree ("ebook_id");--> statement-breakpoint
CREATE INDEX "seat_licence_seats_user_idx" ON "seat_licence_seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "seat_licence_teachers_user_idx" ON "seat_licence_teachers" USING btree ("user_id");