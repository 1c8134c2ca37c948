ALTER TABLE "companies" DROP CONSTRAINT "companies_name_unique";--> statement-breakpoint
ALTER TABLE "discount_groups" DROP CONSTRAINT "discount_groups_name_unique";--> statement-breakpoint
-- Names that differ only in case, saved before the check ignored case everywhere: the first keeps its name, each later one takes its number after it, so that the indexes can hold.
UPDATE "companies" SET "name" = "companies"."name" || ' (№' || "companies"."id" || ')' WHERE EXISTS (SELECT 1 FROM "companies" AS "earlier" WHERE lower("earlier"."name") = lower("companies"."name") AND "earlier"."id" < "companies"."id");--> statement-breakpoint
UPDATE "discount_groups" SET "name" = "discount_groups"."name" || ' (№' || "discount_groups"."id" || ')' WHERE EXISTS (SELECT 1 FROM "discount_groups" AS "earlier" WHERE lower("earlier"."name") = lower("discount_groups"."name") AND "earlier"."id" < "discount_groups"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_idx" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "discount_groups_name_idx" ON "discount_groups" USING btree (lower("name"));
