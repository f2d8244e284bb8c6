CREATE TABLE "enrolled_students" (
	"student_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"grade_id" uuid NOT NULL,
	"schools" integer NOT NULL,
	CONSTRAINT "enrolled_students_student_id_school_id_grade_id_pk" PRIMARY KEY("student_id","school_id","grade_id")
);
--> statement-breakpoint
CREATE TABLE "school_grade_student_counts" (
	"school_id" uuid NOT NULL,
	"grade_id" uuid NOT NULL,
	"students" integer NOT NULL,
	CONSTRAINT "school_grade_student_counts_school_id_grade_id_pk" PRIMARY KEY("school_id","grade_id")
);
--> statement-breakpoint
CREATE TABLE "school_student_counts" (
	"school_id" uuid PRIMARY KEY NOT NULL,
	"students" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "enrolled_students_several_idx" ON "enrolled_students" USING btree ("grade_id","student_id") WHERE "enrolled_students"."schools" > 1;--> statement-breakpoint
-- Distinct enrolled students per school and per (school, grade) (docs/ARCHITECTURE.md §15), kept
-- exact by statement-level triggers like the school time rollups of 0013, so the completion figure
-- of a district or the platform reads a few rows per school instead of hashing every enrollment of
-- the scope. The recount the tests compare with is server/test/enrolled-students-truth.ts.
--
-- * enrolled_students: per student, the (school of the class, grade of its grade section) pairs of
--   their enrollments; `schools` is how many schools the student has in that grade.
-- * school_student_counts / school_grade_student_counts: how many students each school (and each
--   school and grade) has in enrolled_students. A row whose count reaches 0 is deleted.
--
-- Invariant, kept by every trigger below in whatever order cascades fire them: the counts equal a
-- count over enrolled_students, and enrolled_students equals its definition over the sources. A
-- change (an enrollment written, a class moved to another school or grade section, a grade section
-- given another grade; a deleted class, student or school arrives as cascaded enrollment deletes)
-- recomputes the touched students' pairs from the sources and moves the counts by the difference
-- (`enrolled_students_refresh`, their rows locked first).

-- The pairs, from the sources, of the students in `ids` (null: everyone).
CREATE FUNCTION enrolled_students_sql(ids uuid[]) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT DISTINCT e.student_id, ci.school_id, gs.grade_id
    FROM enrollments e
    JOIN course_instances ci ON ci.id = e.course_instance_id
    JOIN grade_sections gs ON gs.id = ci.grade_section_id %s$q$,
    CASE WHEN ids IS NOT NULL THEN 'WHERE e.student_id = ANY($1)' ELSE '' END)
$$;
--> statement-breakpoint
-- Adds the (old, new) difference of the pairs to the two counts and drops the counts that reach 0.
-- `moves` is a query of (student_id, school_id, grade_id, sign).
CREATE FUNCTION enrolled_student_counts_apply(moves text, ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    WITH m AS (%s),
    grade_deltas AS (
      SELECT school_id, grade_id, sum(sign)::int AS n FROM m GROUP BY school_id, grade_id HAVING sum(sign) <> 0
    ),
    school_deltas AS (
      SELECT school_id, sum(sign)::int AS n FROM (
        SELECT school_id, student_id, sign FROM m GROUP BY school_id, student_id, sign
      ) x GROUP BY school_id HAVING sum(sign) <> 0
    ),
    g AS (
      INSERT INTO school_grade_student_counts AS c (school_id, grade_id, students)
      SELECT school_id, grade_id, n FROM grade_deltas ORDER BY school_id, grade_id
      ON CONFLICT (school_id, grade_id) DO UPDATE SET students = c.students + excluded.students
    )
    INSERT INTO school_student_counts AS c (school_id, students)
    SELECT school_id, n FROM school_deltas ORDER BY school_id
    ON CONFLICT (school_id) DO UPDATE SET students = c.students + excluded.students$q$, moves) USING ids;
  DELETE FROM school_grade_student_counts WHERE students = 0;
  DELETE FROM school_student_counts WHERE students = 0;
END
$$;
--> statement-breakpoint
-- Recomputes the pairs of these students and moves the counts accordingly: every new pair counts +1
-- and every stored one -1, so a pair kept nets 0 in its (school, grade), and a school counts each
-- student once per sign, so a student who keeps any pair in a school nets 0 there. Their stored rows
-- are locked first, so a concurrent change of the same students waits and then sees this one's result.
CREATE FUNCTION enrolled_students_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  ids := ARRAY(SELECT DISTINCT x FROM unnest(ids) x WHERE x IS NOT NULL ORDER BY x);
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM enrolled_students p WHERE p.student_id = ANY(ids) ORDER BY p.student_id, p.school_id, p.grade_id FOR UPDATE;
  PERFORM enrolled_student_counts_apply(format($q$
      SELECT student_id, school_id, grade_id, 1 AS sign FROM (%1$s) s
      UNION ALL
      SELECT student_id, school_id, grade_id, -1 FROM enrolled_students WHERE student_id = ANY($1)$q$,
    enrolled_students_sql(ids)), ids);
  DELETE FROM enrolled_students p WHERE p.student_id = ANY(ids);
  EXECUTE format('INSERT INTO enrolled_students (student_id, school_id, grade_id, schools)
      SELECT s.student_id, s.school_id, s.grade_id, count(*) OVER (PARTITION BY s.student_id, s.grade_id) FROM (%s) s',
    enrolled_students_sql(ids)) USING ids;
END
$$;
--> statement-breakpoint
-- enrollments: the students of the rows changed.
CREATE FUNCTION enrolled_students_enrollments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(t.id) FROM (%s) t', concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'INSERT' THEN 'SELECT student_id AS id FROM old_rows' END,
    CASE WHEN TG_OP <> 'DELETE' THEN 'SELECT student_id AS id FROM new_rows' END)) INTO ids;
  PERFORM enrolled_students_refresh(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A class moved to another school or grade section moves its students.
CREATE FUNCTION enrolled_students_classes_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enrolled_students_refresh(array_agg(e.student_id))
  FROM old_rows o JOIN new_rows n ON n.id = o.id
    AND (n.school_id IS DISTINCT FROM o.school_id OR n.grade_section_id IS DISTINCT FROM o.grade_section_id)
  JOIN enrollments e ON e.course_instance_id = n.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A grade section given another grade moves the students of its classes.
CREATE FUNCTION enrolled_students_sections_regraded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enrolled_students_refresh(array_agg(e.student_id))
  FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.grade_id IS DISTINCT FROM o.grade_id
  JOIN course_instances ci ON ci.grade_section_id = n.id
  JOIN enrollments e ON e.course_instance_id = ci.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The backfill (also after a truncate, and after a bulk load with triggers off).
CREATE FUNCTION enrolled_students_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM enrolled_students;
  DELETE FROM school_student_counts;
  DELETE FROM school_grade_student_counts;
  EXECUTE format('INSERT INTO enrolled_students (student_id, school_id, grade_id, schools)
      SELECT s.student_id, s.school_id, s.grade_id, count(*) OVER (PARTITION BY s.student_id, s.grade_id) FROM (%s) s',
    enrolled_students_sql(NULL));
  INSERT INTO school_grade_student_counts (school_id, grade_id, students)
    SELECT school_id, grade_id, count(*) FROM enrolled_students GROUP BY school_id, grade_id;
  INSERT INTO school_student_counts (school_id, students)
    SELECT school_id, count(DISTINCT student_id) FROM enrolled_students GROUP BY school_id;
END
$$;
--> statement-breakpoint
CREATE FUNCTION enrolled_students_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM enrolled_students_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enrolled_students_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolled_students_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER enrolled_students_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolled_students_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER enrolled_students_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolled_students_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER enrolled_students_truncate AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION enrolled_students_truncated();
--> statement-breakpoint
CREATE TRIGGER enrolled_students_classes_update AFTER UPDATE ON course_instances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolled_students_classes_moved();
--> statement-breakpoint
CREATE TRIGGER enrolled_students_sections_update AFTER UPDATE ON grade_sections
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolled_students_sections_regraded();
--> statement-breakpoint
SELECT enrolled_students_rebuild();
