ALTER TABLE "student_activity_years" ADD COLUMN "schools" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_events_email_trgm_idx" ON "sign_in_events" USING gin ("email" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "student_activity_years_several_idx" ON "student_activity_years" USING btree ("school_id","year") WHERE "student_activity_years"."schools" > 1;--> statement-breakpoint
CREATE INDEX "students_active_school_idx" ON "students" USING btree ("school_id") WHERE "students"."deactivated_at" is null;--> statement-breakpoint
-- sign_in_events_email_trgm_idx: the sign-in log's search by typed email, one side of the union of
-- server/repos/sign-in-log.ts (ARCHITECTURE.md §16). students_active_school_idx: active users' count of a
-- scope's students not deactivated, from the index alone (ARCHITECTURE.md §15).
--
-- Active users without grouping every student (docs/ARCHITECTURE.md §15, issue 19): each row of
-- student_activity_years carries `schools`, how many schools its student has rows in (any year).
-- Within one year a student of one school has one row, so the statement counts those rows as they
-- are and groups by student only the rows of students in several schools (the partial index
-- above). Kept exact by student_activity_refresh, the one path every trigger of 0008 takes: it now
-- locks all of the touched students' rows (every school), rewrites the touched pairs as before and
-- recounts the touched students' schools; the rebuild recounts everyone. The recount the tests
-- compare with is server/test/activity-truth.ts.
CREATE FUNCTION student_activity_count_schools(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    UPDATE student_activity_years a SET schools = n.schools
    FROM (SELECT student_id, count(DISTINCT school_id)::smallint AS schools FROM student_activity_years GROUP BY student_id) n
    WHERE a.student_id = n.student_id AND a.schools <> n.schools;
  ELSE
    UPDATE student_activity_years a SET schools = n.schools
    FROM (SELECT student_id, count(DISTINCT school_id)::smallint AS schools FROM student_activity_years
          WHERE student_id = ANY(ids) GROUP BY student_id) n
    WHERE a.student_id = n.student_id AND a.schools <> n.schools;
  END IF;
END
$$;
--> statement-breakpoint
-- As in 0008, but every row of the touched students is locked first (their other schools' rows
-- carry the count too), and their count of schools is recomputed afterwards.
CREATE OR REPLACE FUNCTION student_activity_refresh(school_ids uuid[], student_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM student_activity_years a
  WHERE a.student_id = ANY(student_ids)
  ORDER BY a.school_id, a.year, a.student_id
  FOR UPDATE OF a;
  DELETE FROM student_activity_years a
  USING unnest(school_ids, student_ids) AS k(school_id, student_id)
  WHERE a.school_id = k.school_id AND a.student_id = k.student_id;
  EXECUTE format('INSERT INTO student_activity_years (school_id, student_id, year, w0, w1, w2, w3, w4, w5) %s',
    student_activity_words_sql($s$
      SELECT p.* FROM (SELECT DISTINCT k.school_id, k.student_id FROM unnest($1::uuid[], $2::uuid[]) AS k(school_id, student_id)) k
      JOIN progress p ON p.student_id = k.student_id
      JOIN course_instances c ON c.id = p.course_instance_id AND c.school_id = k.school_id$s$))
    USING school_ids, student_ids;
  PERFORM student_activity_count_schools(ARRAY(SELECT DISTINCT x FROM unnest(student_ids) x));
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION activity_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM activity_users_rebuild();
  PERFORM class_totals_rebuild();
  DELETE FROM gradebook_score_weeks;
  EXECUTE day_rollup_apply_sql('gradebook_score_weeks', 'actor_id, course_instance_id', gradebook_score_sql('audit_log', 1));
  DELETE FROM gradebook_template_weeks;
  EXECUTE day_rollup_apply_sql('gradebook_template_weeks', 'actor_id', gradebook_template_sql('audit_log', 1));
  DELETE FROM class_completion_weeks;
  EXECUTE day_rollup_apply_sql('class_completion_weeks', 'course_instance_id', class_completion_sql('progress', 1));
  DELETE FROM student_activity_years;
  EXECUTE format('INSERT INTO student_activity_years (school_id, student_id, year, w0, w1, w2, w3, w4, w5) %s',
    student_activity_words_sql('SELECT * FROM progress'));
  PERFORM student_activity_count_schools(NULL);
END
$$;
--> statement-breakpoint
SELECT student_activity_count_schools(NULL);
