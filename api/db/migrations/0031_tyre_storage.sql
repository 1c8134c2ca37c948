CREATE TABLE "storage_cells" (
	"id" serial PRIMARY KEY NOT NULL,
	"rack" text NOT NULL,
	"shelf" integer NOT NULL,
	"place" integer NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "storage_cells_numbers" CHECK ("storage_cells"."shelf" between 1 and 99 and "storage_cells"."place" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "storage_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"season_service_id" integer,
	"overdue_service_id" integer,
	"season_months" integer DEFAULT 6 NOT NULL,
	"reminder_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"reminded_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storage_settings_one_row" CHECK ("storage_settings"."id" = 1),
	CONSTRAINT "storage_settings_months" CHECK ("storage_settings"."season_months" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "tyre_set_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"set_id" integer NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"cell_name" text NOT NULL,
	"order_id" integer,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "tyre_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer,
	"car_id" integer NOT NULL,
	"plate_number" text NOT NULL,
	"count" integer NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"width" integer,
	"height" integer,
	"radius_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"season" text NOT NULL,
	"with_rims" boolean NOT NULL,
	"tread" jsonb,
	"notes" text DEFAULT '' NOT NULL,
	"cell_id" integer,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	"term_until" date NOT NULL,
	"given_at" timestamp with time zone,
	"take_order_id" integer,
	"take_item_id" integer,
	"give_order_id" integer,
	"overdue_months" integer DEFAULT 0 NOT NULL,
	"taken_by" integer,
	"given_by" integer,
	CONSTRAINT "tyre_sets_stored_in_a_cell" CHECK (("tyre_sets"."given_at" is null) = ("tyre_sets"."cell_id" is not null)),
	CONSTRAINT "tyre_sets_count" CHECK ("tyre_sets"."count" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "customer_messages" DROP CONSTRAINT "customer_messages_of_one";--> statement-breakpoint
ALTER TABLE "customer_messages" ADD COLUMN "tyre_set_id" integer;--> statement-breakpoint
ALTER TABLE "storage_settings" ADD CONSTRAINT "storage_settings_season_service_id_services_id_fk" FOREIGN KEY ("season_service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_settings" ADD CONSTRAINT "storage_settings_overdue_service_id_services_id_fk" FOREIGN KEY ("overdue_service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_set_events" ADD CONSTRAINT "tyre_set_events_set_id_tyre_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."tyre_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_set_events" ADD CONSTRAINT "tyre_set_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_set_events" ADD CONSTRAINT "tyre_set_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_radius_id_tire_radii_id_fk" FOREIGN KEY ("radius_id") REFERENCES "public"."tire_radii"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_profile_id_tire_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tire_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_cell_id_storage_cells_id_fk" FOREIGN KEY ("cell_id") REFERENCES "public"."storage_cells"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_take_order_id_orders_id_fk" FOREIGN KEY ("take_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_take_item_id_order_items_id_fk" FOREIGN KEY ("take_item_id") REFERENCES "public"."order_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_give_order_id_orders_id_fk" FOREIGN KEY ("give_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tyre_sets" ADD CONSTRAINT "tyre_sets_given_by_users_id_fk" FOREIGN KEY ("given_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "storage_cells_place_idx" ON "storage_cells" USING btree (upper("rack"),"shelf","place");--> statement-breakpoint
CREATE INDEX "tyre_set_events_set_idx" ON "tyre_set_events" USING btree ("set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tyre_sets_cell_idx" ON "tyre_sets" USING btree ("cell_id") WHERE "tyre_sets"."given_at" is null;--> statement-breakpoint
CREATE INDEX "tyre_sets_client_idx" ON "tyre_sets" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "tyre_sets_car_idx" ON "tyre_sets" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "tyre_sets_stored_idx" ON "tyre_sets" USING btree ("term_until") WHERE "tyre_sets"."given_at" is null;--> statement-breakpoint
CREATE INDEX "tyre_sets_plate_trgm_idx" ON "tyre_sets" USING gin ("plate_number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_tyre_set_id_tyre_sets_id_fk" FOREIGN KEY ("tyre_set_id") REFERENCES "public"."tyre_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_messages_tyre_set_idx" ON "customer_messages" USING btree ("tyre_set_id");--> statement-breakpoint
ALTER TABLE "customer_messages" ADD CONSTRAINT "customer_messages_of_one" CHECK (num_nonnulls("customer_messages"."order_id", "customer_messages"."booking_id", "customer_messages"."tyre_set_id") = 1);--> statement-breakpoint
-- A shop upgraded from before storage keeps its season storage service of the shipped price list, if it has one; the owner
-- chooses the overdue month's, and the reminder dates (none until then: no SMS goes out on a date nobody chose).
INSERT INTO "storage_settings" ("id", "season_service_id", "reminder_dates")
SELECT 1, (SELECT "id" FROM "services" WHERE lower("name") = lower('Хранение шин (сезон, комплект)') AND "kind" = 'tire'), '{}'
WHERE EXISTS (SELECT 1 FROM "services");
