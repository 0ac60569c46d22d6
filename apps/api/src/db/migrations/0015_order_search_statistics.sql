-- The orders list's search (tracking number or customer name, ILIKE '%term%', trigram-indexed) reads its page
-- newest first. With the default statistics the planner guessed that a name matched thousands of orders, and
-- walked the created_at index filtering every order until it had found a page: 55,000 rows, 70-80 ms, for a
-- name that 406 of a million orders carry. With a histogram ten times finer it sees how rare the term is and
-- reads the matches through the trigram index (6 ms), while a common term still walks the created_at index,
-- which finds its page at once.
ALTER TABLE "orders" ALTER COLUMN "customer_name" SET STATISTICS 1000;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tracking_number" SET STATISTICS 1000;--> statement-breakpoint
ANALYZE "orders";
