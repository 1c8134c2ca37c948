CREATE TABLE "bays" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"payload" jsonb NOT NULL,
	"booking_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"hours" jsonb NOT NULL,
	"horizon_days" integer NOT NULL,
	"cancel_hours" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_one_row" CHECK ("booking_rules"."id" = 1),
	CONSTRAINT "booking_rules_horizon" CHECK ("booking_rules"."horizon_days" between 1 and 90),
	CONSTRAINT "booking_rules_cancel" CHECK ("booking_rules"."cancel_hours" between 0 and 72)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"public_token" text NOT NULL,
	"kind" text NOT NULL,
	"bay_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"source" text NOT NULL,
	"plate_number" text NOT NULL,
	"class_id" integer NOT NULL,
	"client_id" integer,
	"lines" jsonb NOT NULL,
	"order_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_time_order" CHECK ("bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "days_off" (
	"day" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_durations" (
	"service_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "service_durations_service_id_class_id_pk" PRIMARY KEY("service_id","class_id"),
	CONSTRAINT "service_durations_minutes" CHECK ("service_durations"."minutes" between 5 and 600)
);
--> statement-breakpoint
ALTER TABLE "customer_messages" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking_requests" ADD CONSTRAINT "booking_requests_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_bay_id_bays_id_fk" FOREIGN KEY ("bay_id") REFERENCES "public"."bays"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_durations" ADD CONSTRAINT "service_durations_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_durations" ADD CONSTRAINT "service_durations_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bays_name_idx" ON "bays" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "booking_requests_phone_idx" ON "booking_requests" USING btree ("phone","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_public_token_idx" ON "bookings" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "bookings_starts_idx" ON "bookings" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "bookings_client_idx" ON "bookings" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "bookings_updated_idx" ON "bookings" USING btree ("updated_at");--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_booking_idx" ON "customer_messages" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_of_one" CHECK (("customer_messages"."order_id" is null) <> ("customer_messages"."booking_id" is null));--> statement-breakpoint
-- A bay's time is booked once (docs/decisions/040-booking-into-the-live-queue.md): two booked rows of one bay may not overlap.
-- int4range stands for the bay so that the core GiST range operators do it, with no extension to install.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (int4range("bay_id", "bay_id", '[]') WITH &&, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" = 'booked');
