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
-- transactions commit out of order (the update is made at commit: see data_version_commits below). A row that maps to no school bumps the global row.
INSERT INTO "data_versions" ("school_id", "version") VALUES ('00000000-0000-0000-0000-000000000000', 0);
--> statement-breakpoint
-- The schools a transaction changed are bumped at its commit, not where it changed them: the
-- statement triggers below note them in a transaction-local setting (`app.data_version_schools`,
-- rolled back with a savepoint like the rows) and mark the transaction in `data_version_commits`,
-- whose deferred constraint trigger adds 1 to each noted school's row, in id order, as the
-- transaction commits. The counter rows are then locked only while committing: a long transaction
-- (a roster import) no longer makes every write of its schools wait for it. The bump is still part of
-- the writer's transaction, so a version and the rows it stands for become visible together.
CREATE TABLE "data_version_commits" ("txid" bigint PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE FUNCTION data_versions_at_commit() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('app.data_version_schools', true), '');
BEGIN
  IF noted <> '' THEN
    INSERT INTO data_versions AS v (school_id, version)
      SELECT DISTINCT s::uuid, 1 FROM unnest(string_to_array(noted, ',')) s ORDER BY 1
      ON CONFLICT (school_id) DO UPDATE SET version = v.version + 1;
  END IF;
  PERFORM set_config('app.data_version_schools', '', true);
  DELETE FROM data_version_commits WHERE txid = NEW.txid;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER data_versions_at_commit AFTER INSERT ON data_version_commits
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION data_versions_at_commit();
--> statement-breakpoint
-- Notes the schools `mapping` answers (a null school id is the global row) for the commit-time bump:
-- each school once (a transaction of many statements, a roster import, keeps the note as short as
-- its schools), and the transaction's mark when it notes its first.
CREATE FUNCTION data_versions_note(schools text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('app.data_version_schools', true), '');
  school text;
  grew boolean := false;
BEGIN
  IF schools IS NULL OR schools = '' THEN RETURN; END IF;
  FOREACH school IN ARRAY string_to_array(schools, ',') LOOP
    IF position(school IN noted) = 0 THEN
      noted := CASE WHEN noted = '' THEN school ELSE noted || ',' || school END;
      grew := true;
    END IF;
  END LOOP;
  IF NOT grew THEN RETURN; END IF;
  PERFORM set_config('app.data_version_schools', noted, true);
  INSERT INTO data_version_commits (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Tracks `tbl`: after each insert, update and delete statement (transition tables: one note per
-- statement, however many rows), the schools `mapping` answers for the changed rows are noted for
-- the commit-time bump. `mapping` is a SELECT of school ids over `%1$s`, the changed rows. A
-- truncate bumps the global row at once (only the demo-data reset truncates).
CREATE FUNCTION data_versions_track(tbl text, mapping text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  fn text := 'data_versions_' || tbl;
  bump text := 'PERFORM data_versions_note((SELECT string_agg(DISTINCT coalesce(m.school_id, '
    || '''00000000-0000-0000-0000-000000000000''::uuid)::text, '','') FROM (%s) m(school_id)))';
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
