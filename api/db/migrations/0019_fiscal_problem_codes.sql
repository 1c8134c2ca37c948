-- Receipts that failed before this keep their Russian text alone; the screens show it as it is.
ALTER TABLE "fiscal_receipts" ADD COLUMN "last_problem" jsonb;