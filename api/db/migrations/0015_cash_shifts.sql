CREATE TABLE "cash_moves" (
	"id" serial PRIMARY KEY NOT NULL,
	"shift_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sum" integer NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_moves_sum_positive" CHECK ("cash_moves"."sum" > 0)
);
--> statement-breakpoint
CREATE TABLE "cash_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opening_float" integer NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"expected_cash" integer,
	"counted_cash" integer,
	CONSTRAINT "cash_shifts_float_not_negative" CHECK ("cash_shifts"."opening_float" >= 0),
	CONSTRAINT "cash_shifts_closed_whole" CHECK (("cash_shifts"."closed_at" is null) = ("cash_shifts"."counted_cash" is null) and ("cash_shifts"."closed_at" is null) = ("cash_shifts"."expected_cash" is null))
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "shift_id" integer;--> statement-breakpoint
ALTER TABLE "cash_moves" ADD CONSTRAINT "cash_moves_shift_id_cash_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cash_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_moves" ADD CONSTRAINT "cash_moves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_shifts" ADD CONSTRAINT "cash_shifts_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_moves_shift_idx" ON "cash_moves" USING btree ("shift_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cash_shifts_one_open_idx" ON "cash_shifts" USING btree ("user_id") WHERE "cash_shifts"."closed_at" is null;--> statement-breakpoint
CREATE INDEX "cash_shifts_opened_at_idx" ON "cash_shifts" USING btree ("opened_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_shift_id_cash_shifts_id_fk" FOREIGN KEY ("shift_id") REFERENCES "public"."cash_shifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at") WHERE not "orders"."is_draft";--> statement-breakpoint
CREATE INDEX "payments_shift_idx" ON "payments" USING btree ("shift_id");--> statement-breakpoint
CREATE INDEX "payments_added_at_idx" ON "payments" USING btree ("added_at");