-- The number of orders, kept up to date, for the total of the unfiltered list. Counting a
-- million rows took about 120 ms on every list request (docs/benchmarks.md); orders are
-- added far less often than lists are read. Statement-level triggers keep a bulk insert
-- (the benchmark generator) to one update of the counter.
CREATE TABLE "order_totals" (
	"id" boolean PRIMARY KEY DEFAULT true CHECK ("id"),
	"total" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "order_totals" ("id", "total") SELECT true, count(*) FROM "orders";
--> statement-breakpoint
CREATE FUNCTION order_totals_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE order_totals SET total = total + (SELECT count(*) FROM inserted);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_totals_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE order_totals SET total = total - (SELECT count(*) FROM deleted);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_totals_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE order_totals SET total = 0;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_totals_on_insert AFTER INSERT ON "orders" REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION order_totals_inserted();
--> statement-breakpoint
CREATE TRIGGER order_totals_on_delete AFTER DELETE ON "orders" REFERENCING OLD TABLE AS deleted FOR EACH STATEMENT EXECUTE FUNCTION order_totals_deleted();
--> statement-breakpoint
CREATE TRIGGER order_totals_on_truncate AFTER TRUNCATE ON "orders" FOR EACH STATEMENT EXECUTE FUNCTION order_totals_truncated();
