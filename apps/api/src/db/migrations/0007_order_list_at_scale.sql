CREATE TABLE "order_counts" (
	"week" timestamp with time zone NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_status" "payment_status" NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "order_counts_week_status_payment_status_pk" PRIMARY KEY("week","status","payment_status")
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_payment_status_idx";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_payment_status_idx" ON "orders" USING btree ("payment_status","created_at","id");--> statement-breakpoint
-- order_counts: how many orders were placed each week (UTC), by status and payment status, so that the orders
-- list neither counts every order for its total nor steps over every newer order to reach a deep page. Kept
-- by the triggers below at commit (deferred: concurrent checkouts hold the row they share only while they
-- commit), and filled from the orders there are.
CREATE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_counts" SET "count" = "count" - 1
    WHERE "week" = date_trunc('week', OLD."created_at", 'UTC') AND "status" = OLD."status" AND "payment_status" = OLD."payment_status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_counts" ("week", "status", "payment_status", "count")
    VALUES (date_trunc('week', NEW."created_at", 'UTC'), NEW."status", NEW."payment_status", 1)
    ON CONFLICT ("week", "status", "payment_status") DO UPDATE SET "count" = "order_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_counts_insert_delete" AFTER INSERT OR DELETE ON "orders" DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW EXECUTE FUNCTION "order_counts_track"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_counts_update" AFTER UPDATE ON "orders" DEFERRABLE INITIALLY DEFERRED
FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."payment_status" IS DISTINCT FROM NEW."payment_status" OR OLD."created_at" IS DISTINCT FROM NEW."created_at")
EXECUTE FUNCTION "order_counts_track"();--> statement-breakpoint
CREATE FUNCTION "order_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_counts";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "order_counts_truncate" AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_clear"();--> statement-breakpoint
INSERT INTO "order_counts" ("week", "status", "payment_status", "count")
SELECT date_trunc('week', "created_at", 'UTC'), "status", "payment_status", count(*) FROM "orders" GROUP BY 1, 2, 3;
