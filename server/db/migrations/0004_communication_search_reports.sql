CREATE TYPE "public"."bug_status" AS ENUM('open', 'in-progress', 'closed');--> statement-breakpoint
ALTER TABLE "time_spent" DROP CONSTRAINT "time_spent_user_id_day_pk";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "notified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "expected" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "steps" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "severity" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "status" "bug_status" DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "screenshot" "bytea";--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "screenshot_type" text;--> statement-breakpoint
ALTER TABLE "bug_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(body, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "seq" bigserial NOT NULL;--> statement-breakpoint
ALTER TABLE "sections" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "time_spent" ADD COLUMN "page" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_spent" ADD CONSTRAINT "time_spent_user_id_day_page_pk" PRIMARY KEY("user_id","day","page");--> statement-breakpoint
CREATE INDEX "bug_reports_status_created_idx" ON "bug_reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search");--> statement-breakpoint
CREATE INDEX "notifications_user_seq_idx" ON "notifications" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "sections_search_idx" ON "sections" USING gin ("search");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_seq_unique" UNIQUE("seq");