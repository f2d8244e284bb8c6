-- More of the map of migration 0023 (docs/architecture/19-the-request-pipelines-cost.md, "Answers
-- kept ready"), so that two more teacher reads can be kept ready exactly: a student's profile
-- (`student/get`: the student's school and grade section, which may be of a school outside the
-- teacher's, and the parents) and the dashboard statistics (the teacher's own time this week).
--
-- Re-tracking a table: drop its four triggers and its function, then `data_versions_track` again.
CREATE FUNCTION data_versions_untrack(tbl text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER zz_data_versions_insert ON %I', tbl);
  EXECUTE format('DROP TRIGGER zz_data_versions_update ON %I', tbl);
  EXECUTE format('DROP TRIGGER zz_data_versions_delete ON %I', tbl);
  EXECUTE format('DROP TRIGGER zz_data_versions_truncate ON %I', tbl);
  EXECUTE format('DROP FUNCTION %I()', 'data_versions_' || tbl);
END
$$;
--> statement-breakpoint
-- A school: itself, and the school of every class one of its students is in (a teacher of another
-- school reads the student's school name in the profile). Renames and deactivations are rare.
SELECT data_versions_untrack('schools');
--> statement-breakpoint
SELECT data_versions_track('schools',
  'SELECT r.id FROM %1$s r UNION SELECT ci.school_id FROM %1$s r JOIN students s ON s.school_id = r.id
     JOIN enrollments e ON e.student_id = s.id JOIN course_instances ci ON ci.id = e.course_instance_id');
--> statement-breakpoint
-- A grade section: as before (its school, the school of every class given to it), and the school of
-- every class one of its students is in (the profile names the student's grade section).
SELECT data_versions_untrack('grade_sections');
--> statement-breakpoint
SELECT data_versions_track('grade_sections',
  'SELECT r.school_id FROM %1$s r UNION SELECT ci.school_id FROM %1$s r JOIN course_instances ci ON ci.grade_section_id = r.id
   UNION SELECT ci.school_id FROM %1$s r JOIN students s ON s.grade_section_id = r.id
     JOIN enrollments e ON e.student_id = s.id JOIN course_instances ci ON ci.id = e.course_instance_id');
--> statement-breakpoint
-- A parent link: the child's school and the school of every class the child is in (the profile
-- lists the parents). A link removed with its student (cascade) bumps as the student does.
SELECT data_versions_track('parent_students',
  'SELECT s.school_id FROM %1$s r JOIN students s ON s.id = r.student_id
   UNION SELECT ci.school_id FROM %1$s r JOIN enrollments e ON e.student_id = r.student_id JOIN course_instances ci ON ci.id = e.course_instance_id');
--> statement-breakpoint
-- An account: as before (its schools, its classes' schools), and for a parent, the schools of the
-- children and of their classes (the profile shows the parent's name and email). A parent deleted
-- takes their links with them (cascade): the links' own triggers bump the same schools.
SELECT data_versions_untrack('users');
--> statement-breakpoint
SELECT data_versions_track('users',
  'SELECT us.school_id FROM %1$s r JOIN user_schools us ON us.user_id = r.id
   UNION SELECT ci.school_id FROM %1$s r JOIN course_instances ci ON ci.teacher_id = r.id
   UNION SELECT s.school_id FROM %1$s r JOIN parent_students ps ON ps.parent_id = r.id JOIN students s ON s.id = ps.student_id
   UNION SELECT ci.school_id FROM %1$s r JOIN parent_students ps ON ps.parent_id = r.id
     JOIN enrollments e ON e.student_id = ps.student_id JOIN course_instances ci ON ci.id = e.course_instance_id');
--> statement-breakpoint
-- The time tracker: the version row of the account itself (its id; no school has it), which only
-- that account's own session reads, and only for the dashboard statistics (its "my time this week"):
-- a teacher's page changes flush time, and must not invalidate the teacher's other kept answers.
SELECT data_versions_track('time_spent', 'SELECT DISTINCT r.user_id FROM %1$s r');
