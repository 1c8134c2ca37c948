CREATE TABLE "customer_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"phone" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"kind" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_text_length" CHECK (char_length("message_templates"."text") between 1 and 480)
);
--> statement-breakpoint
ALTER TABLE "business_profile" ADD COLUMN "hours" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "service_sms_off" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "public_token" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_order_idx" ON "customer_messages" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_messages_due_idx" ON "customer_messages" USING btree ("next_at") WHERE "customer_messages"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_public_token_idx" ON "orders" USING btree ("public_token");--> statement-breakpoint
-- Orders that a customer may still follow get their link now (144 random bits, base64url, as api/public/token.ts makes them).
UPDATE "orders" SET "public_token" = translate(encode(substring(uuid_send(gen_random_uuid()) || uuid_send(gen_random_uuid()) from 1 for 18), 'base64'), '+/', '-_') WHERE "public_token" IS NULL AND NOT "is_draft" AND ("job_status" IN ('waiting', 'in_progress') OR "done_at" > now() - interval '30 days');
--> statement-breakpoint
-- Of those, the ones already handed over get the moment their link's 30 days count from: when the work or the payment ended (the later).
UPDATE "orders" SET "picked_up_at" = greatest("done_at", "pay_at", "created_at") WHERE "public_token" IS NOT NULL AND "picked_up_at" IS NULL AND NOT "is_draft" AND "job_status" IN ('done', 'canceled') AND "pay_sum" = 0 AND "refund_due" = 0 AND "keys_state" <> 'cell';
