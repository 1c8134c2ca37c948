-- Plate search by fragment needs trigram indexes; every order write takes the next
-- number of one global sequence (the change feed of the live layer).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "order_change_seq";--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"plate_number" text NOT NULL,
	"is_standard_plate" boolean DEFAULT true NOT NULL,
	"model_id" integer,
	"class_id" integer NOT NULL,
	"client_id" integer,
	"discount_group_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text,
	"name" text,
	"company_id" integer,
	"loyalty_discount" integer DEFAULT 0 NOT NULL,
	"loyalty_month" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pays_by_contract" boolean DEFAULT false NOT NULL,
	CONSTRAINT "companies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "discount_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"percent" integer NOT NULL,
	CONSTRAINT "discount_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_ru" text NOT NULL,
	"class_id" integer NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_item_workers" (
	"order_item_id" integer NOT NULL,
	"worker_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"service_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"sum_before_discount" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"sum" integer NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"radius_id" integer,
	"profile_id" integer,
	"is_removable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_items_quantity_check" CHECK ("order_items"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"car_id" integer NOT NULL,
	"client_id" integer,
	"master_id" integer,
	"plate_number" text NOT NULL,
	"class_id" integer NOT NULL,
	"job_status" text DEFAULT 'waiting' NOT NULL,
	"pay_status" integer DEFAULT 1 NOT NULL,
	"is_pay_by_contract" boolean DEFAULT false NOT NULL,
	"is_first_order" boolean DEFAULT false NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"manual_discount" integer,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_source" text DEFAULT 'none' NOT NULL,
	"discount_reason" text DEFAULT '' NOT NULL,
	"has_wash" boolean DEFAULT false NOT NULL,
	"has_tire" boolean DEFAULT false NOT NULL,
	"sum_final" integer DEFAULT 0 NOT NULL,
	"total_paid" integer DEFAULT 0 NOT NULL,
	"keys_state" text DEFAULT 'none' NOT NULL,
	"key_cell" integer,
	"tire_radius_id" integer,
	"tire_profile_id" integer,
	"started_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"pay_at" timestamp with time zone,
	"change_seq" bigint DEFAULT nextval('order_change_seq') NOT NULL,
	"changed_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "orders_pay_status_check" CHECK ("orders"."pay_status" between 1 and 4),
	CONSTRAINT "orders_paid_not_above_due" CHECK ("orders"."total_paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"color_back" text NOT NULL,
	"color_font" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tire_prices" (
	"service_id" integer NOT NULL,
	"radius_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tire_profiles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "tire_profiles_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "tire_radii" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "tire_radii_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "vehicle_classes" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wash_prices" (
	"service_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"price" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"color_back" text NOT NULL,
	"color_font" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_discount_group_id_discount_groups_id_fk" FOREIGN KEY ("discount_group_id") REFERENCES "public"."discount_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_workers" ADD CONSTRAINT "order_item_workers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_item_workers" ADD CONSTRAINT "order_item_workers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_radius_id_tire_radii_id_fk" FOREIGN KEY ("radius_id") REFERENCES "public"."tire_radii"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_profile_id_tire_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tire_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_master_id_users_id_fk" FOREIGN KEY ("master_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tire_radius_id_tire_radii_id_fk" FOREIGN KEY ("tire_radius_id") REFERENCES "public"."tire_radii"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_tire_profile_id_tire_profiles_id_fk" FOREIGN KEY ("tire_profile_id") REFERENCES "public"."tire_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_prices" ADD CONSTRAINT "tire_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_prices" ADD CONSTRAINT "tire_prices_radius_id_tire_radii_id_fk" FOREIGN KEY ("radius_id") REFERENCES "public"."tire_radii"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tire_prices" ADD CONSTRAINT "tire_prices_profile_id_tire_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."tire_profiles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wash_prices" ADD CONSTRAINT "wash_prices_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wash_prices" ADD CONSTRAINT "wash_prices_class_id_vehicle_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."vehicle_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_plate_idx" ON "cars" USING btree ("plate_number");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_phone_idx" ON "clients" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "clients_name_idx" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "models_brand_name_idx" ON "models" USING btree ("brand_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "order_item_workers_pk" ON "order_item_workers" USING btree ("order_item_id","worker_id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_change_seq_idx" ON "orders" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "orders_status_id_idx" ON "orders" USING btree ("job_status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_car_idx" ON "orders" USING btree ("car_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_done_at_idx" ON "orders" USING btree ("done_at") WHERE "orders"."job_status" = 'done';--> statement-breakpoint
CREATE INDEX "orders_waiting_payment_idx" ON "orders" USING btree ("id" DESC NULLS LAST) WHERE "orders"."job_status" <> 'canceled' and "orders"."pay_status" in (1, 2) and not "orders"."is_pay_by_contract" and "orders"."sum_final" > 0;--> statement-breakpoint
CREATE INDEX "orders_plate_trgm_idx" ON "orders" USING gin ("plate_number" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_key_cell_idx" ON "orders" USING btree ("key_cell") WHERE "orders"."keys_state" = 'cell';--> statement-breakpoint
CREATE UNIQUE INDEX "tire_prices_pk" ON "tire_prices" USING btree ("service_id","radius_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wash_prices_pk" ON "wash_prices" USING btree ("service_id","class_id");