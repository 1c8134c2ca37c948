ALTER TABLE "orders" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_lowered" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Orders taken before this keep the company their client has now: what their screens showed until then.
UPDATE "orders" SET "company_id" = "clients"."company_id" FROM "clients" WHERE "clients"."id" = "orders"."client_id" AND "clients"."company_id" IS NOT NULL;
