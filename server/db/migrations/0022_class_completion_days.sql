CREATE TABLE "class_completion_days" (
	"course_instance_id" uuid NOT NULL,
	"day" date NOT NULL,
	"completed" integer NOT NULL,
	CONSTRAINT "class_completion_days_course_instance_id_day_pk" PRIMARY KEY("course_instance_id","day")
);
--> statement-breakpoint
ALTER TABLE "class_completion_days" ADD CONSTRAINT "class_completion_days_course_instance_id_course_instances_id_fk" FOREIGN KEY ("course_instance_id") REFERENCES "public"."course_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- class_completion_days: per class and UTC day of completed_at, the completed progress rows of the
-- students enrolled in the class now (docs/architecture/19-the-request-pipelines-cost.md). The
-- dashboard's rolling week (`now() - 7 days`) sums the whole days after its boundary day here and
-- counts only the boundary day on progress, so the answer stays exactly the recount's. Kept like
-- class_progress_totals (0008): every change is a delta, a progress change counts the rows whose
-- student is enrolled, an enrollment change counts its student's rows; a row at 0 is deleted, and
-- a class deleted takes its rows (foreign key) while the deltas of its cascades are dropped. The
-- recount the test compares with is server/test/class-completion-days-truth.ts.
--
-- Adds `deltas` (course_instance_id, day, n) to the classes that still exist and answers the ctids
-- of the rows now at 0 (a statement does not see its own CTE's upsert: the caller deletes them).
CREATE FUNCTION class_completion_days_apply_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH d AS (%s),
    applied AS (
      INSERT INTO class_completion_days AS r (course_instance_id, day, completed)
      SELECT d.course_instance_id, d.day, sum(d.n)::int FROM d
      WHERE EXISTS (SELECT 1 FROM course_instances ci WHERE ci.id = d.course_instance_id)
      GROUP BY d.course_instance_id, d.day
      HAVING sum(d.n) <> 0
      ON CONFLICT (course_instance_id, day) DO UPDATE SET completed = r.completed + excluded.completed
      RETURNING r.ctid AS row_id, r.completed
    )
    SELECT array_agg(row_id) FROM applied WHERE completed <= 0$q$, deltas)
$$;
--> statement-breakpoint
CREATE FUNCTION class_completion_days_drop_empty(row_ids tid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF row_ids IS NULL THEN RETURN; END IF;
  DELETE FROM class_completion_days WHERE ctid = ANY(row_ids) AND completed <= 0;
END
$$;
--> statement-breakpoint
-- Completed progress rows of `source` whose student is enrolled in the class, on their UTC day,
-- times `sign`; and the enrollments of `source` (enrollments or a transition table) with their
-- student's completed rows, times `sign`. A completed row without completed_at is in no window.
CREATE FUNCTION class_completion_days_progress_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT p.course_instance_id, (p.completed_at AT TIME ZONE 'UTC')::date AS day, %2$s AS n FROM %1$s p
    JOIN enrollments e ON e.course_instance_id = p.course_instance_id AND e.student_id = p.student_id
    WHERE p.status = 'completed' AND p.completed_at IS NOT NULL$q$, source, sign)
$$;
--> statement-breakpoint
CREATE FUNCTION class_completion_days_enrollments_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT e.course_instance_id, (p.completed_at AT TIME ZONE 'UTC')::date AS day, %2$s AS n FROM %1$s e
    JOIN progress p ON p.course_instance_id = e.course_instance_id AND p.student_id = e.student_id
    WHERE p.status = 'completed' AND p.completed_at IS NOT NULL$q$, source, sign)
$$;
--> statement-breakpoint
CREATE FUNCTION class_completion_days_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
BEGIN
  EXECUTE class_completion_days_apply_sql(concat_ws(' UNION ALL ',
    class_completion_days_progress_sql(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END, -1),
    class_completion_days_progress_sql(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END, 1))) INTO empty;
  PERFORM class_completion_days_drop_empty(empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The removed enrollment is no longer in enrollments, and an added one is: each side counts its
-- own student's completed rows directly.
CREATE FUNCTION class_completion_days_enrollments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
BEGIN
  EXECUTE class_completion_days_apply_sql(concat_ws(' UNION ALL ',
    class_completion_days_enrollments_sql(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END, -1),
    class_completion_days_enrollments_sql(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END, 1))) INTO empty;
  PERFORM class_completion_days_drop_empty(empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recounts every row (the backfill below, a TRUNCATE of a source, the bench's bulk load).
CREATE FUNCTION class_completion_days_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM class_completion_days;
  EXECUTE class_completion_days_apply_sql(class_completion_days_enrollments_sql('enrollments', 1));
END
$$;
--> statement-breakpoint
CREATE FUNCTION class_completion_days_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM class_completion_days_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deleting a student cascades to their enrollments and their progress in one statement, and both
-- statement triggers then run after both deletes: neither side would still see the other's rows.
-- Taking the student's enrollments out first, in a statement of their own, lets the enrollment
-- trigger count the progress rows still there (the cascade then finds no enrollment to subtract).
CREATE FUNCTION class_completion_days_student_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enrollments WHERE student_id = OLD.id;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER class_completion_days_student_delete BEFORE DELETE ON students
  FOR EACH ROW EXECUTE FUNCTION class_completion_days_student_deleting();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_progress_insert AFTER INSERT ON progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_progress_changed();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_progress_update AFTER UPDATE ON progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_progress_changed();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_progress_delete AFTER DELETE ON progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_progress_changed();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_progress_truncate AFTER TRUNCATE ON progress
  FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_truncated();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_enrollments_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_enrollments_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_enrollments_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER class_completion_days_enrollments_truncate AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION class_completion_days_truncated();
--> statement-breakpoint
SELECT class_completion_days_rebuild();
