ALTER TABLE "cars" ADD COLUMN "brand_id" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "free_brand" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "free_model" text;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;