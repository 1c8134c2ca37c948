ALTER TABLE "orders" ADD COLUMN "is_draft" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_draft_idx" ON "orders" USING btree ("created_at") WHERE "orders"."is_draft";--> statement-breakpoint
-- An order to which no service was ever added is a draft (parking is not a service).
UPDATE "orders" SET "is_draft" = true WHERE NOT EXISTS (SELECT 1 FROM "order_items" i WHERE i."order_id" = "orders"."id" AND i."kind" <> 'parking');
