CREATE TABLE "family_summary_sends" (
	"parent_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"week" date NOT NULL,
	"token_hash" text NOT NULL,
	"time_spent_seconds" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_summary_sends_parent_id_student_id_week_pk" PRIMARY KEY("parent_id","student_id","week")
);
--> statement-breakpoint
CREATE TABLE "family_summary_settings" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "family_summary_settings_locale_ck" CHECK ("family_summary_settings"."locale" in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "family_summary_sends" ADD CONSTRAINT "family_summary_sends_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_summary_sends" ADD CONSTRAINT "family_summary_sends_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_summary_settings" ADD CONSTRAINT "family_summary_settings_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "family_summary_sends_token_uq" ON "family_summary_sends" USING btree ("token_hash");