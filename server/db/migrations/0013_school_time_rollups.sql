CREATE TABLE "school_people" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"school_id" uuid NOT NULL,
	"schools" integer NOT NULL,
	CONSTRAINT "school_people_user_id_kind_school_id_pk" PRIMARY KEY("user_id","kind","school_id")
);
--> statement-breakpoint
CREATE TABLE "school_time_weeks" (
	"school_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"week" date NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	"d7" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "school_time_weeks_school_id_kind_week_pk" PRIMARY KEY("school_id","kind","week")
);
--> statement-breakpoint
CREATE TABLE "user_time_weeks" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	"d7" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_time_weeks_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
CREATE INDEX "school_people_school_idx" ON "school_people" USING btree ("school_id");--> statement-breakpoint
CREATE INDEX "school_people_several_idx" ON "school_people" USING btree ("user_id") WHERE "school_people"."schools" > 1;--> statement-breakpoint
-- Time spent per school (docs/ARCHITECTURE.md §15), kept exact by statement-level triggers like the
-- activity rollups of 0008 (whose day_rollup_apply_sql / day_rollup_drop_empty this reuses), so the
-- time figure of a district or the platform sums a few rows per school and kind instead of reading
-- every person's time. The recount the tests compare with is server/test/school-time-truth.ts.
--
-- * user_time_weeks: seconds per user and UTC day (time_spent over its pages, rows with seconds > 0).
-- * school_people: who counts for a school, by kind, as the time figure has always defined it:
--   teachers and school admins through user_schools (by their role), parents through their
--   children's school; `schools` is how many schools the person has in that kind.
-- * school_time_weeks: per (school, kind), the sum of its people's user_time_weeks. A person of n
--   schools of a scope is in n of its sums: the reader subtracts n - 1 times their own weeks
--   (school_people_several_idx lists them).
--
-- Invariant, kept by every trigger below in whatever order cascades fire them: school_time_weeks =
-- sum over school_people of user_time_weeks. A change of time adds its delta to the user's weeks and
-- to the schools they are stored in; a change of membership (user_schools, parent_students, a
-- student moved, a role changed) recomputes the touched people's memberships from the sources and
-- moves their current user weeks out of the schools they left and into the ones they joined. Day
-- sums are integers: a school's day holds up to 2^31 - 1 seconds (about 24,800 people at the daily
-- cap of 86,400).

-- A user's seconds per day from `source` (time_spent or a transition table), times `sign`.
CREATE FUNCTION user_time_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format('SELECT user_id, day, %2$s * seconds AS n FROM %1$s WHERE seconds > 0', source, sign)
$$;
--> statement-breakpoint
-- The memberships, from the sources, of the users listed by `ids` (a query of one uuid column;
-- null: everyone).
CREATE FUNCTION school_people_sql(ids text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT us.user_id, CASE WHEN u.role = 'teacher' THEN 'teacher' ELSE 'admin' END AS kind, us.school_id
    FROM user_schools us JOIN users u ON u.id = us.user_id
    WHERE u.role IN ('teacher', 'school-admin') %1$s
    UNION
    SELECT ps.parent_id, 'parent', st.school_id FROM parent_students ps JOIN students st ON st.id = ps.student_id %2$s$q$,
    CASE WHEN ids IS NOT NULL THEN format('AND us.user_id IN (%s)', ids) ELSE '' END,
    CASE WHEN ids IS NOT NULL THEN format('WHERE ps.parent_id IN (%s)', ids) ELSE '' END)
$$;
--> statement-breakpoint
-- `people` (user_id, kind, school_id, sign) turned into school day deltas of those users' weeks.
CREATE FUNCTION school_time_moves_sql(people text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$
    SELECT c.school_id, c.kind, (t.week + (d.i - 1))::date AS day, c.sign * d.n AS n
    FROM (%s) c
    JOIN user_time_weeks t ON t.user_id = c.user_id
    CROSS JOIN LATERAL (VALUES (1, t.d1), (2, t.d2), (3, t.d3), (4, t.d4), (5, t.d5), (6, t.d6), (7, t.d7)) d(i, n)
    WHERE d.n <> 0$q$, people)
$$;
--> statement-breakpoint
-- Recomputes the memberships of these users and moves their time between schools accordingly. Their
-- stored rows are locked first, so a concurrent change of the same people waits and then sees
-- this one's result.
CREATE FUNCTION school_people_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
BEGIN
  ids := ARRAY(SELECT DISTINCT x FROM unnest(ids) x WHERE x IS NOT NULL ORDER BY x);
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM school_people p WHERE p.user_id IN (SELECT unnest(ids)) ORDER BY p.user_id, p.kind, p.school_id FOR UPDATE;
  EXECUTE day_rollup_apply_sql('school_time_weeks', 'school_id, kind', school_time_moves_sql(format($q$
      (SELECT s.user_id, s.kind, s.school_id, 1 AS sign FROM (%1$s) s
        EXCEPT SELECT p.user_id, p.kind, p.school_id, 1 FROM school_people p WHERE p.user_id IN (SELECT unnest($1::uuid[])))
      UNION ALL
      (SELECT p.user_id, p.kind, p.school_id, -1 FROM school_people p WHERE p.user_id IN (SELECT unnest($1::uuid[]))
        EXCEPT SELECT s.user_id, s.kind, s.school_id, -1 FROM (%1$s) s)$q$, school_people_sql('SELECT unnest($1::uuid[])'))))
    INTO empty USING ids;
  PERFORM day_rollup_drop_empty('school_time_weeks', empty);
  DELETE FROM school_people p WHERE p.user_id IN (SELECT unnest(ids));
  EXECUTE format('INSERT INTO school_people (user_id, kind, school_id, schools)
      SELECT s.user_id, s.kind, s.school_id, count(*) OVER (PARTITION BY s.user_id, s.kind) FROM (%s) s',
    school_people_sql('SELECT unnest($1::uuid[])')) USING ids;
END
$$;
--> statement-breakpoint
CREATE FUNCTION school_time_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
  deltas text := concat_ws(' UNION ALL ',
    user_time_sql(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END, -1),
    user_time_sql(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END, 1));
BEGIN
  EXECUTE day_rollup_apply_sql('user_time_weeks', 'user_id', deltas) INTO empty;
  PERFORM day_rollup_drop_empty('user_time_weeks', empty);
  EXECUTE day_rollup_apply_sql('school_time_weeks', 'school_id, kind',
    format('SELECT p.school_id, p.kind, t.day, t.n FROM (%s) t JOIN school_people p ON p.user_id = t.user_id', deltas)) INTO empty;
  PERFORM day_rollup_drop_empty('school_time_weeks', empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- user_schools and parent_students: TG_ARGV[0] is the column naming the person.
CREATE FUNCTION school_people_links_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[];
BEGIN
  EXECUTE format('SELECT array_agg(t.id) FROM (%s) t', concat_ws(' UNION ALL ',
    CASE WHEN TG_OP <> 'INSERT' THEN format('SELECT %I AS id FROM old_rows', TG_ARGV[0]) END,
    CASE WHEN TG_OP <> 'DELETE' THEN format('SELECT %I AS id FROM new_rows', TG_ARGV[0]) END)) INTO ids;
  PERFORM school_people_refresh(ids);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A student moved to another school moves their parents.
CREATE FUNCTION school_people_students_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_people_refresh(array_agg(ps.parent_id))
  FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.school_id IS DISTINCT FROM o.school_id
  JOIN parent_students ps ON ps.student_id = n.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A role changed decides whether user_schools makes the person a teacher, a school admin or neither.
CREATE FUNCTION school_people_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_people_refresh(array_agg(n.id))
  FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.role IS DISTINCT FROM o.role;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The backfill (also after a truncate, and after a bulk load with triggers off).
CREATE FUNCTION school_time_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_time_weeks;
  DELETE FROM school_people;
  DELETE FROM school_time_weeks;
  EXECUTE day_rollup_apply_sql('user_time_weeks', 'user_id', user_time_sql('time_spent', 1));
  EXECUTE format('INSERT INTO school_people (user_id, kind, school_id, schools)
      SELECT s.user_id, s.kind, s.school_id, count(*) OVER (PARTITION BY s.user_id, s.kind) FROM (%s) s',
    school_people_sql(NULL));
  EXECUTE day_rollup_apply_sql('school_time_weeks', 'school_id, kind',
    school_time_moves_sql('SELECT user_id, kind, school_id, 1 AS sign FROM school_people'));
END
$$;
--> statement-breakpoint
CREATE FUNCTION school_time_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM school_time_rebuild();
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER school_time_insert AFTER INSERT ON time_spent
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_time_changed();
--> statement-breakpoint
CREATE TRIGGER school_time_update AFTER UPDATE ON time_spent
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_time_changed();
--> statement-breakpoint
CREATE TRIGGER school_time_delete AFTER DELETE ON time_spent
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_time_changed();
--> statement-breakpoint
CREATE TRIGGER school_time_truncate AFTER TRUNCATE ON time_spent
  FOR EACH STATEMENT EXECUTE FUNCTION school_time_truncated();
--> statement-breakpoint
CREATE TRIGGER school_people_staff_insert AFTER INSERT ON user_schools
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_links_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER school_people_staff_update AFTER UPDATE ON user_schools
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_links_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER school_people_staff_delete AFTER DELETE ON user_schools
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_links_changed('user_id');
--> statement-breakpoint
CREATE TRIGGER school_people_staff_truncate AFTER TRUNCATE ON user_schools
  FOR EACH STATEMENT EXECUTE FUNCTION school_time_truncated();
--> statement-breakpoint
CREATE TRIGGER school_people_parents_insert AFTER INSERT ON parent_students
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_links_changed('parent_id');
--> statement-breakpoint
CREATE TRIGGER school_people_parents_update AFTER UPDATE ON parent_students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_links_changed('parent_id');
--> statement-breakpoint
CREATE TRIGGER school_people_parents_delete AFTER DELETE ON parent_students
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_links_changed('parent_id');
--> statement-breakpoint
CREATE TRIGGER school_people_parents_truncate AFTER TRUNCATE ON parent_students
  FOR EACH STATEMENT EXECUTE FUNCTION school_time_truncated();
--> statement-breakpoint
CREATE TRIGGER school_people_students_update AFTER UPDATE ON students
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_students_moved();
--> statement-breakpoint
CREATE TRIGGER school_people_users_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION school_people_roles_changed();
--> statement-breakpoint
SELECT school_time_rebuild();
