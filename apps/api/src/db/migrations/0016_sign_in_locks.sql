CREATE TABLE "sign_in_locks" (
	"key" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sign_in_locks_until_idx" ON "sign_in_locks" USING btree ("locked_until");