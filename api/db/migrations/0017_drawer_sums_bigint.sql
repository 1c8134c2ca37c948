ALTER TABLE "cash_shifts" ALTER COLUMN "expected_cash" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "cash_shifts" ALTER COLUMN "counted_cash" SET DATA TYPE bigint;