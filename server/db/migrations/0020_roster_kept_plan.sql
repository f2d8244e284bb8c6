ALTER TABLE "roster_imports" ADD COLUMN "plan_key" jsonb;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD COLUMN "plan" "bytea";