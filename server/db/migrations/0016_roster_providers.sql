CREATE TABLE "roster_providers" (
	"district_id" uuid PRIMARY KEY NOT NULL,
	"base_url" text NOT NULL,
	"version" text NOT NULL,
	"auth_kind" text NOT NULL,
	"token_url" text,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"scope" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"max_deactivate_percent" double precision DEFAULT 5 NOT NULL,
	"configured_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pull_state" text DEFAULT 'never' NOT NULL,
	"pull_started_at" timestamp with time zone,
	"pull_finished_at" timestamp with time zone,
	"last_success_started_at" timestamp with time zone,
	"pull_message" text,
	"pull_outcome" text,
	"pull_import_id" uuid,
	"pull_mode" text,
	"pull_records" integer
);
--> statement-breakpoint
ALTER TABLE "roster_providers" ADD CONSTRAINT "roster_providers_district_id_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_providers" ADD CONSTRAINT "roster_providers_configured_by_users_id_fk" FOREIGN KEY ("configured_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_providers" ADD CONSTRAINT "roster_providers_pull_import_id_roster_imports_id_fk" FOREIGN KEY ("pull_import_id") REFERENCES "public"."roster_imports"("id") ON DELETE set null ON UPDATE no action;