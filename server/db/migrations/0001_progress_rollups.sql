CREATE TABLE "progress_rollups" (
	"course_instance_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"in_progress" integer DEFAULT 0 NOT NULL,
	"score_ratio_sum" double precision DEFAULT 0 NOT NULL,
	"scored_count" integer DEFAULT 0 NOT NULL,
	"time_spent_seconds" bigint DEFAULT 0 NOT NULL,
	"last_activity_at" timestamp with time zone,
	CONSTRAINT "progress_rollups_course_instance_id_student_id_pk" PRIMARY KEY("course_instance_id","student_id")
);
--> statement-breakpoint
ALTER TABLE "progress_rollups" ADD CONSTRAINT "progress_rollups_course_instance_id_course_instances_id_fk" FOREIGN KEY ("course_instance_id") REFERENCES "public"."course_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_rollups" ADD CONSTRAINT "progress_rollups_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_rollups_student_idx" ON "progress_rollups" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "progress_completed_idx" ON "progress" USING btree ("course_instance_id","completed_at","student_id") WHERE status = 'completed';