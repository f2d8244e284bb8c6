CREATE TABLE "data_versions" (
	"school_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- data_versions: the version of each school's data, and of what belongs to no school (the all-zero
-- id, "global"), for the answers the server keeps ready (docs/architecture/19-the-request-pipelines-cost.md,
-- "Answers kept ready"). Every statement that changes rows a cached teacher read can see adds 1 to
-- the version of each school those rows belong to, in its own transaction, so a version read before
-- an answer's data equals a later one only if no such change committed in between. A counter row
-- (not a sequence or max()): the update locks the row until commit, so versions are exact even when
-- transactions commit out of order. A row that maps to no school bumps the global row.
INSERT INTO "data_versions" ("school_id", "version") VALUES ('00000000-0000-0000-0000-000000000000', 0);
--> statement-breakpoint
-- Tracks `tbl`: after each insert, update and delete statement (transition tables: one bump per
-- school per statement, however many rows), the schools `mapping` answers for the changed rows get
-- +1, in id order (a fixed lock order between statements that bump several); a null school id is
-- the global row. `mapping` is a SELECT of school ids over `%1$s`, the changed rows. A truncate
-- bumps the global row. The triggers are named zz_ so they run after the table's other AFTER
-- triggers (rollups): the counter row is locked for as short a time as a statement allows.
CREATE FUNCTION data_versions_track(tbl text, mapping text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fn text := 'data_versions_' || tbl;
  bump text := 'INSERT INTO data_versions AS v (school_id, version) '
    || 'SELECT coalesce(m.school_id, ''00000000-0000-0000-0000-000000000000''::uuid), 1 FROM (%s) m(school_id) '
    || 'GROUP BY 1 ORDER BY 1 ON CONFLICT (school_id) DO UPDATE SET version = v.version + 1';
BEGIN
  EXECUTE format(
    'CREATE FUNCTION %I() RETURNS trigger LANGUAGE plpgsql AS $f$ BEGIN '
      || 'IF TG_OP = ''INSERT'' THEN %s; ELSIF TG_OP = ''DELETE'' THEN %s; ELSE %s; END IF; RETURN NULL; END $f$',
    fn,
    format(bump, format(mapping, 'new_rows')),
    format(bump, format(mapping, 'old_rows')),
    format(bump, format(mapping, 'old_rows') || ' UNION ' || format(mapping, 'new_rows')));
  EXECUTE format('CREATE TRIGGER zz_data_versions_insert AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format('CREATE TRIGGER zz_data_versions_update AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format('CREATE TRIGGER zz_data_versions_delete AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION %I()', tbl, fn);
  EXECUTE format('CREATE TRIGGER zz_data_versions_truncate AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION data_versions_bump_global()', tbl);
END
$$;
--> statement-breakpoint
CREATE FUNCTION data_versions_bump_global() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO data_versions AS v (school_id, version) VALUES ('00000000-0000-0000-0000-000000000000', 1)
    ON CONFLICT (school_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The map, table by table (server/db/data-version-tables.ts says the same in TypeScript, and its test
-- fails on a table named in neither place). What belongs to no school: the global row.
SELECT data_versions_track('districts', 'SELECT NULL::uuid FROM (SELECT 1 FROM %1$s LIMIT 1) r');
--> statement-breakpoint
SELECT data_versions_track('grades', 'SELECT NULL::uuid FROM (SELECT 1 FROM %1$s LIMIT 1) r');
--> statement-breakpoint
SELECT data_versions_track('courses', 'SELECT NULL::uuid FROM (SELECT 1 FROM %1$s LIMIT 1) r');
--> statement-breakpoint
SELECT data_versions_track('sections', 'SELECT NULL::uuid FROM (SELECT 1 FROM %1$s LIMIT 1) r');
--> statement-breakpoint
SELECT data_versions_track('contents', 'SELECT NULL::uuid FROM (SELECT 1 FROM %1$s LIMIT 1) r');
--> statement-breakpoint
SELECT data_versions_track('gradebook_templates', 'SELECT NULL::uuid FROM (SELECT 1 FROM %1$s LIMIT 1) r');
--> statement-breakpoint
SELECT data_versions_track('gradebook_attributes', 'SELECT NULL::uuid FROM (SELECT 1 FROM %1$s LIMIT 1) r');
--> statement-breakpoint
-- A school's own rows.
SELECT data_versions_track('schools', 'SELECT r.id FROM %1$s r');
--> statement-breakpoint
-- A grade section: its school, and the school of every class given to it (nothing stops a class
-- from naming another school's grade section, and the class lists show its name).
SELECT data_versions_track('grade_sections',
  'SELECT r.school_id FROM %1$s r UNION SELECT ci.school_id FROM %1$s r JOIN course_instances ci ON ci.grade_section_id = r.id');
--> statement-breakpoint
SELECT data_versions_track('course_instances', 'SELECT DISTINCT r.school_id FROM %1$s r');
--> statement-breakpoint
SELECT data_versions_track('user_schools', 'SELECT DISTINCT r.school_id FROM %1$s r');
--> statement-breakpoint
-- A class's rows: the class's school (a class deleted in the same statement: global).
SELECT data_versions_track('enrollments',
  'SELECT ci.school_id FROM (SELECT DISTINCT course_instance_id FROM %1$s) r LEFT JOIN course_instances ci ON ci.id = r.course_instance_id');
--> statement-breakpoint
SELECT data_versions_track('progress',
  'SELECT ci.school_id FROM (SELECT DISTINCT course_instance_id FROM %1$s) r LEFT JOIN course_instances ci ON ci.id = r.course_instance_id');
--> statement-breakpoint
-- A student: their school, and the school of every class they are enrolled in (a class of another
-- school reads their grade section).
SELECT data_versions_track('students',
  'SELECT r.school_id FROM %1$s r UNION SELECT ci.school_id FROM %1$s r JOIN enrollments e ON e.student_id = r.id JOIN course_instances ci ON ci.id = e.course_instance_id');
--> statement-breakpoint
-- An account: the schools it belongs to and those of its classes. Cached reads read accounts only
-- through user_schools (a school's teachers), whose own changes bump their school.
SELECT data_versions_track('users',
  'SELECT us.school_id FROM %1$s r JOIN user_schools us ON us.user_id = r.id UNION SELECT ci.school_id FROM %1$s r JOIN course_instances ci ON ci.teacher_id = r.id');
