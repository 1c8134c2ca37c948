ALTER TABLE "workers" ADD COLUMN "share_weight" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- A percent set by hand past the API's 0..100 is brought back inside before the check holds it there.
UPDATE "workers" SET "commission_percent" = LEAST(GREATEST("commission_percent", 0), 100) WHERE "commission_percent" NOT BETWEEN 0 AND 100;--> statement-breakpoint
ALTER TABLE "order_item_workers" ADD COLUMN "commission_percent" integer;--> statement-breakpoint
ALTER TABLE "order_item_workers" ADD COLUMN "share_weight" integer;--> statement-breakpoint
-- The lines assigned before this migration take their workers' percent and shares of today.
UPDATE "order_item_workers" SET "commission_percent" = "workers"."commission_percent", "share_weight" = "workers"."share_weight" FROM "workers" WHERE "workers"."id" = "order_item_workers"."worker_id";--> statement-breakpoint
ALTER TABLE "order_item_workers" ALTER COLUMN "commission_percent" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_item_workers" ALTER COLUMN "share_weight" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_share_weight_check" CHECK ("workers"."share_weight" between 1 and 10);--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_commission_percent_check" CHECK ("workers"."commission_percent" between 0 and 100);--> statement-breakpoint
ALTER TABLE "order_item_workers" ADD CONSTRAINT "order_item_workers_share_weight_check" CHECK ("order_item_workers"."share_weight" between 1 and 10);--> statement-breakpoint
ALTER TABLE "order_item_workers" ADD CONSTRAINT "order_item_workers_commission_percent_check" CHECK ("order_item_workers"."commission_percent" between 0 and 100);
