ALTER TABLE "users" ADD COLUMN "has_password" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Accounts made by a school sign-in (their school identity was recorded in the transaction that made them, so at
-- the same time) and by an LMS launch (their made-up address) were given a random password nobody knows.
UPDATE "users" SET "has_password" = false
WHERE "email" LIKE '%@lti.folio.invalid'
   OR EXISTS (SELECT 1 FROM "oidc_identities" WHERE "oidc_identities"."user_id" = "users"."id" AND "oidc_identities"."created_at" = "users"."created_at");
