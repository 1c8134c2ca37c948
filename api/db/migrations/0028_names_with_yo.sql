DROP INDEX "clients_name_trgm_idx";--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin (replace(lower("name"), 'ё', 'е') gin_trgm_ops);