-- Plate fragments («А12») are searched by trigrams; with the default statistics PostgreSQL expects ten times the cars it finds and reads every client to join them. A finer sample gives it the right count (docs/benchmarks.md 'Clients: search and cards at 1,000,000 orders').
ALTER TABLE "cars" ALTER COLUMN "plate_number" SET STATISTICS 1000;
