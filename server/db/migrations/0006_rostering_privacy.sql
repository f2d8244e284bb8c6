CREATE TYPE "public"."roster_import_status" AS ENUM('dry-run', 'invalid', 'applied', 'rolled-back');--> statement-breakpoint
CREATE TABLE "roster_import_changes" (
	"import_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"table_name" text NOT NULL,
	"row_key" jsonb NOT NULL,
	"before" jsonb,
	"after" jsonb,
	CONSTRAINT "roster_import_changes_import_id_seq_pk" PRIMARY KEY("import_id","seq")
);
--> statement-breakpoint
CREATE TABLE "roster_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"district_id" uuid NOT NULL,
	"school_id" uuid,
	"file_name" text NOT NULL,
	"file_sha256" text NOT NULL,
	"payload" "bytea",
	"status" "roster_import_status" NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"diff" jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "roster_links" (
	"district_id" uuid NOT NULL,
	"entity" text NOT NULL,
	"sourced_id" text NOT NULL,
	"local_id" text,
	"data" jsonb,
	CONSTRAINT "roster_links_district_id_entity_sourced_id_pk" PRIMARY KEY("district_id","entity","sourced_id")
);
--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deletion_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deletion_requested_by" uuid;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roster_import_changes" ADD CONSTRAINT "roster_import_changes_import_id_roster_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."roster_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_school_id_schools_id_fk" FOREIGN KEY ("school_id") REFERENCES "public"."schools"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_imports" ADD CONSTRAINT "roster_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_links" ADD CONSTRAINT "roster_links_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roster_imports_district_created_idx" ON "roster_imports" USING btree ("district_id","created_at");--> statement-breakpoint
CREATE INDEX "roster_links_local_idx" ON "roster_links" USING btree ("local_id");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_deletion_requested_by_users_id_fk" FOREIGN KEY ("deletion_requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;