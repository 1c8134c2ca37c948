-- Services of one name (whatever the letters' case) made before names were unique: the first keeps the name, each later one takes its number after it, so that the index can hold.
UPDATE "services" SET "name" = "services"."name" || ' (№' || "services"."id" || ')' WHERE EXISTS (SELECT 1 FROM "services" AS "earlier" WHERE lower("earlier"."name") = lower("services"."name") AND "earlier"."id" < "services"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "services_name_idx" ON "services" USING btree (lower("name"));
