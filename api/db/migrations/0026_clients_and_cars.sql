CREATE TABLE "client_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"text" text NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "consent_by" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "visits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "first_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "last_visit_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "forgotten_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_notes" ADD CONSTRAINT "client_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_notes_client_idx" ON "client_notes" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_consent_by_users_id_fk" FOREIGN KEY ("consent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_merged_into_id_clients_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_plate_trgm_idx" ON "cars" USING gin ("plate_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cars_client_idx" ON "cars" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_phone_trgm_idx" ON "clients" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_last_visit_idx" ON "clients" USING btree ("last_visit_at" desc nulls last,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_merged_into_idx" ON "clients" USING btree ("merged_into_id") WHERE "clients"."merged_into_id" is not null;--> statement-breakpoint
-- The visits of the clients already on the books: orders neither drafts nor cancelled (api/clients/visits.ts keeps them from now on).
UPDATE "clients" SET "visits" = "v"."n", "first_visit_at" = "v"."first", "last_visit_at" = "v"."last" FROM (SELECT "client_id", count(*) AS "n", min("created_at") AS "first", max("created_at") AS "last" FROM "orders" WHERE NOT "is_draft" AND "job_status" <> 'canceled' AND "client_id" IS NOT NULL GROUP BY "client_id") AS "v" WHERE "v"."client_id" = "clients"."id";
