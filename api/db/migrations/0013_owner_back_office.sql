CREATE TABLE "business_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"loyalty_tiers" jsonb NOT NULL,
	"first_order_percent" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_rules_one_row" CHECK ("business_rules"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reference_revision" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_revision_one_row" CHECK ("reference_revision"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contract_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "discount_groups" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "commission_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('master', 'cashier', 'display', 'owner'));--> statement-breakpoint
INSERT INTO "reference_revision" ("id", "revision") VALUES (1, 0) ON CONFLICT DO NOTHING;
