ALTER TABLE "tire_profiles" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "vehicle_classes" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "tire_profiles" ADD CONSTRAINT "tire_profiles_code_unique" UNIQUE("code");--> statement-breakpoint
ALTER TABLE "vehicle_classes" ADD CONSTRAINT "vehicle_classes_code_unique" UNIQUE("code");--> statement-breakpoint
-- The seeded classes keep their ids (1-4) and the seeded profiles their names; a class or profile the owner added has no code.
UPDATE "vehicle_classes" SET "code" = CASE "id" WHEN 1 THEN 'car' WHEN 2 THEN 'business_crossover' WHEN 3 THEN 'suv_minivan' WHEN 4 THEN 'minibus_van' END WHERE "id" BETWEEN 1 AND 4;--> statement-breakpoint
UPDATE "tire_profiles" SET "code" = CASE "name" WHEN 'Стандартный' THEN 'standard' WHEN 'Низкий профиль' THEN 'low_profile' WHEN 'RunFlat' THEN 'runflat' WHEN 'Внедорожный' THEN 'off_road' END;
