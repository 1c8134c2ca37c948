DROP INDEX "orders_waiting_payment_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "loyalty_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "group_percent" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "group_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parking_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parking_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parking_rate" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parking_capped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parking_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "derive_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "total_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "needs_cashier" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "kind" text DEFAULT 'payment' NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_needs_cashier_idx" ON "orders" USING btree ("id" DESC NULLS LAST) WHERE "orders"."needs_cashier";--> statement-breakpoint
CREATE INDEX "orders_derive_at_idx" ON "orders" USING btree ("derive_at") WHERE "orders"."derive_at" is not null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_paid" CHECK ("orders"."total_refunded" between 0 and "orders"."total_paid");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_not_negative" CHECK ("orders"."pay_sum" >= 0 and "orders"."refund_due" >= 0 and "orders"."sum_final" >= 0);
--> statement-breakpoint
-- Backfill of the derived columns for orders written before the one derivation
-- (docs/decisions/010-one-derivation-of-an-order.md). A canceled order costs nothing: its
-- lines are canceled with it.
UPDATE "order_items" SET "status" = 'canceled' FROM "orders"
 WHERE "order_items"."order_id" = "orders"."id" AND "orders"."job_status" = 'canceled' AND "order_items"."status" <> 'canceled';
--> statement-breakpoint
UPDATE "orders" SET
  "group_percent" = (SELECT g."percent" FROM "cars" c JOIN "discount_groups" g ON g."id" = c."discount_group_id" WHERE c."id" = "orders"."car_id"),
  "group_name" = (SELECT g."name" FROM "cars" c JOIN "discount_groups" g ON g."id" = c."discount_group_id" WHERE c."id" = "orders"."car_id"),
  "manual_reason" = CASE WHEN "discount_source" = 'manual' THEN "discount_reason" ELSE '' END,
  "loyalty_percent" = CASE WHEN "discount_source" = 'loyalty' THEN "discount" ELSE 0 END,
  "total_sum" = coalesce((SELECT sum("sum_before_discount") FROM "order_items" i WHERE i."order_id" = "orders"."id" AND i."kind" <> 'parking' AND i."status" <> 'canceled'), 0),
  "discount_sum" = coalesce((SELECT sum("discount") FROM "order_items" i WHERE i."order_id" = "orders"."id" AND i."kind" <> 'parking' AND i."status" <> 'canceled'), 0),
  "parking_sum" = coalesce((SELECT sum("sum") FROM "order_items" i WHERE i."order_id" = "orders"."id" AND i."kind" = 'parking'), 0),
  "parking_stopped_at" = CASE WHEN "job_status" = 'done' AND ("pay_status" IN (3, 4) OR "keys_state" = 'returned') THEN coalesce("pay_at", "done_at") END;
--> statement-breakpoint
UPDATE "orders" SET "sum_final" = "total_sum" - "discount_sum" + "parking_sum";
--> statement-breakpoint
UPDATE "orders" SET
  "pay_sum" = CASE WHEN "job_status" = 'canceled' OR "is_pay_by_contract" THEN 0 ELSE greatest("sum_final" - "total_paid", 0) END,
  "refund_due" = CASE WHEN "job_status" = 'canceled' OR "is_pay_by_contract" THEN "total_paid" ELSE greatest("total_paid" - "sum_final", 0) END;
--> statement-breakpoint
UPDATE "orders" SET
  "needs_cashier" = ("job_status" <> 'canceled' AND NOT "is_pay_by_contract" AND "pay_sum" > 0) OR "refund_due" > 0 OR ("job_status" = 'canceled' AND "keys_state" = 'cell'),
  -- Done orders not yet paid are derived again by the parking clock soon after the start,
  -- which brings their parking line to the rules of this version (stop and cap).
  "derive_at" = CASE WHEN "job_status" = 'done' AND "pay_status" IN (1, 2) AND NOT "is_pay_by_contract" THEN now() END;
