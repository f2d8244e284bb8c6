-- Activity rollups for district- and platform-wide analytics (docs/ARCHITECTURE.md §15), kept
-- exact by statement-level triggers like the progress rollups of 0002–0005; the recount a test
-- compares them with is `server/test/activity-truth.ts`. Table names are unqualified on purpose: the
-- test suites migrate into their own schema.
--
-- Three shapes:
-- * day-count weeks: one row per key and ISO week (its Monday, UTC) with the number of source rows
--   on each of its seven days (d1 = Monday … d7 = Sunday). Every change is a delta (a count can be
--   subtracted), a row whose seven counts reach 0 is deleted, and a range's partial first and last
--   weeks read only their days in the range. No foreign keys: a cascade that deletes the sources
--   also brings their deltas to 0.
-- * class_progress_totals: per class, its enrollments and the completed progress rows of the
--   students enrolled now (what completion sums from progress_rollups over enrollments), kept with
--   deltas like progress_item_rollups (0005); a class deleted takes its row (foreign key) and the
--   deltas of its cascades are dropped with it.
-- * student_activity_years: one row per (school of the class, student, year) with a bit per day
--   of the year (day k of the year, from 0, is bit k % 64 of word w(k / 64)) on which one of the
--   student's progress rows in a class of that school was last updated. A distinct count of
--   students over any range is then a few bigint ANDs per row instead of a distinct over (student,
--   week) pairs (≈ 300,000 in the bench district's 12 weeks); bigints, because bit strings cost an
--   allocation per operation (≈ 0.5 µs a row and week on the bench, measured). Bits cannot be
--   subtracted: a change recomputes the touched (school, student) pairs from progress (through
--   progress_student_idx), as progress_rollups does for updates.

CREATE TABLE "user_activity_weeks" (
	"user_id" uuid NOT NULL,
	"week" date NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	"d7" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_activity_weeks_user_id_week_pk" PRIMARY KEY("user_id","week")
);
--> statement-breakpoint
CREATE TABLE "class_completion_weeks" (
	"course_instance_id" uuid NOT NULL,
	"week" date NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	"d7" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "class_completion_weeks_course_instance_id_week_pk" PRIMARY KEY("course_instance_id","week")
);
--> statement-breakpoint
CREATE TABLE "class_progress_totals" (
	"course_instance_id" uuid PRIMARY KEY NOT NULL,
	"enrolled" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "class_progress_totals" ADD CONSTRAINT "class_progress_totals_course_instance_id_course_instances_id_fk" FOREIGN KEY ("course_instance_id") REFERENCES "public"."course_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "gradebook_score_weeks" (
	"actor_id" uuid NOT NULL,
	"course_instance_id" uuid NOT NULL,
	"week" date NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	"d7" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gradebook_score_weeks_actor_id_course_instance_id_week_pk" PRIMARY KEY("actor_id","course_instance_id","week")
);
--> statement-breakpoint
CREATE TABLE "gradebook_template_weeks" (
	"actor_id" uuid NOT NULL,
	"week" date NOT NULL,
	"d1" integer DEFAULT 0 NOT NULL,
	"d2" integer DEFAULT 0 NOT NULL,
	"d3" integer DEFAULT 0 NOT NULL,
	"d4" integer DEFAULT 0 NOT NULL,
	"d5" integer DEFAULT 0 NOT NULL,
	"d6" integer DEFAULT 0 NOT NULL,
	"d7" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gradebook_template_weeks_actor_id_week_pk" PRIMARY KEY("actor_id","week")
);
--> statement-breakpoint
CREATE TABLE "student_activity_years" (
	"school_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"year" smallint NOT NULL,
	"w0" bigint DEFAULT 0 NOT NULL,
	"w1" bigint DEFAULT 0 NOT NULL,
	"w2" bigint DEFAULT 0 NOT NULL,
	"w3" bigint DEFAULT 0 NOT NULL,
	"w4" bigint DEFAULT 0 NOT NULL,
	"w5" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "student_activity_years_school_id_year_student_id_pk" PRIMARY KEY("school_id","year","student_id")
);
--> statement-breakpoint
CREATE INDEX "student_activity_years_student_idx" ON "student_activity_years" USING btree ("student_id");
--> statement-breakpoint
-- Day-count weeks, written once: adds `deltas` (a query of the key columns `keys`, a `day` date
-- and a signed count `n`) to `target`, and answers the ctids of the touched rows whose seven counts
-- are now 0 (for day_rollup_drop_empty: a statement does not see its own CTE's upsert).
CREATE FUNCTION day_rollup_apply_sql(target text, keys text, deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH d AS (%3$s),
    w AS (
      SELECT %2$s, date_trunc('week', d.day::timestamp)::date AS week,
        coalesce(sum(n) FILTER (WHERE extract(isodow FROM d.day) = 1), 0)::int AS d1,
        coalesce(sum(n) FILTER (WHERE extract(isodow FROM d.day) = 2), 0)::int AS d2,
        coalesce(sum(n) FILTER (WHERE extract(isodow FROM d.day) = 3), 0)::int AS d3,
        coalesce(sum(n) FILTER (WHERE extract(isodow FROM d.day) = 4), 0)::int AS d4,
        coalesce(sum(n) FILTER (WHERE extract(isodow FROM d.day) = 5), 0)::int AS d5,
        coalesce(sum(n) FILTER (WHERE extract(isodow FROM d.day) = 6), 0)::int AS d6,
        coalesce(sum(n) FILTER (WHERE extract(isodow FROM d.day) = 7), 0)::int AS d7
      FROM d GROUP BY %2$s, date_trunc('week', d.day::timestamp)::date
    ),
    applied AS (
      INSERT INTO %1$s AS r (%2$s, week, d1, d2, d3, d4, d5, d6, d7)
      SELECT * FROM w
      ON CONFLICT (%2$s, week) DO UPDATE SET
        d1 = r.d1 + excluded.d1, d2 = r.d2 + excluded.d2, d3 = r.d3 + excluded.d3, d4 = r.d4 + excluded.d4,
        d5 = r.d5 + excluded.d5, d6 = r.d6 + excluded.d6, d7 = r.d7 + excluded.d7
      RETURNING r.ctid AS row_id, r.d1 + r.d2 + r.d3 + r.d4 + r.d5 + r.d6 + r.d7 AS total
    )
    SELECT array_agg(row_id) FROM applied WHERE total <= 0$q$, target, keys, deltas)
$$;
--> statement-breakpoint
CREATE FUNCTION day_rollup_drop_empty(target text, row_ids tid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF row_ids IS NULL THEN RETURN; END IF;
  EXECUTE format('DELETE FROM %s WHERE ctid = ANY($1) AND d1 + d2 + d3 + d4 + d5 + d6 + d7 <= 0', target) USING row_ids;
END
$$;
--> statement-breakpoint
-- The sources of each day-count rollup, as a delta query over `source` (a relation with the
-- source table's columns: the table itself or a transition table) times `sign`.
-- A user is active on a day when they spent time (time_spent.seconds > 0), were the actor of an
-- audit row, or signed in successfully.
CREATE FUNCTION user_activity_time_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format('SELECT user_id, day, %2$s AS n FROM %1$s WHERE seconds > 0', source, sign)
$$;
--> statement-breakpoint
CREATE FUNCTION user_activity_audit_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT actor_id AS user_id, (created_at AT TIME ZONE 'UTC')::date AS day, %2$s AS n FROM %1$s WHERE actor_id IS NOT NULL$q$, source, sign)
$$;
--> statement-breakpoint
CREATE FUNCTION user_activity_sign_in_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT user_id, (created_at AT TIME ZONE 'UTC')::date AS day, %2$s AS n FROM %1$s
    WHERE user_id IS NOT NULL AND outcome = 'success'$q$, source, sign)
$$;
--> statement-breakpoint
-- Score saves by class (the audit row's meta.courseInstanceId, when it is a uuid as the server writes it:
-- lower case, so it equals the text of a class id exactly as the analytics compared it) and template saves.
CREATE FUNCTION gradebook_score_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT actor_id, (meta ->> 'courseInstanceId')::uuid AS course_instance_id,
      (created_at AT TIME ZONE 'UTC')::date AS day, %2$s AS n
    FROM %1$s
    WHERE actor_id IS NOT NULL AND action = 'gradebook.score.save'
      AND (meta ->> 'courseInstanceId') ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'$q$, source, sign)
$$;
--> statement-breakpoint
CREATE FUNCTION gradebook_template_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT actor_id, (created_at AT TIME ZONE 'UTC')::date AS day, %2$s AS n
    FROM %1$s WHERE actor_id IS NOT NULL AND action IN ('gradebook.template.create', 'gradebook.template.update')$q$, source, sign)
$$;
--> statement-breakpoint
-- A progress row counts for its class's completions on the UTC day of completed_at when it is completed.
CREATE FUNCTION class_completion_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT course_instance_id, (completed_at AT TIME ZONE 'UTC')::date AS day, %2$s AS n
    FROM %1$s WHERE status = 'completed' AND completed_at IS NOT NULL$q$, source, sign)
$$;
--> statement-breakpoint
-- One trigger function per source table: each reads its transition tables itself (an update
-- takes the old rows out and puts the new ones in).
CREATE FUNCTION activity_time_spent_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
  delta text;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN user_activity_time_sql('new_rows', 1)
    WHEN 'DELETE' THEN user_activity_time_sql('old_rows', -1)
    ELSE user_activity_time_sql('old_rows', -1) || ' UNION ALL ' || user_activity_time_sql('new_rows', 1) END;
  EXECUTE day_rollup_apply_sql('user_activity_weeks', 'user_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('user_activity_weeks', empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION activity_sign_in_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
  delta text;
BEGIN
  delta := CASE TG_OP
    WHEN 'INSERT' THEN user_activity_sign_in_sql('new_rows', 1)
    WHEN 'DELETE' THEN user_activity_sign_in_sql('old_rows', -1)
    ELSE user_activity_sign_in_sql('old_rows', -1) || ' UNION ALL ' || user_activity_sign_in_sql('new_rows', 1) END;
  EXECUTE day_rollup_apply_sql('user_activity_weeks', 'user_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('user_activity_weeks', empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION activity_audit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
  delta text;
  old_src text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END;
  new_src text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END;
BEGIN
  delta := concat_ws(' UNION ALL ', user_activity_audit_sql(old_src, -1), user_activity_audit_sql(new_src, 1));
  EXECUTE day_rollup_apply_sql('user_activity_weeks', 'user_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('user_activity_weeks', empty);
  delta := concat_ws(' UNION ALL ', gradebook_score_sql(old_src, -1), gradebook_score_sql(new_src, 1));
  EXECUTE day_rollup_apply_sql('gradebook_score_weeks', 'actor_id, course_instance_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('gradebook_score_weeks', empty);
  delta := concat_ws(' UNION ALL ', gradebook_template_sql(old_src, -1), gradebook_template_sql(new_src, 1));
  EXECUTE day_rollup_apply_sql('gradebook_template_weeks', 'actor_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('gradebook_template_weeks', empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The day words of the (school, student, year) of `source` (a query with progress's columns), written once.
CREATE FUNCTION student_activity_words_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$
    SELECT ci.school_id, p.student_id, x.year,
      coalesce(bit_or(1::bigint << (x.k %% 64)) FILTER (WHERE x.k / 64 = 0), 0) AS w0,
      coalesce(bit_or(1::bigint << (x.k %% 64)) FILTER (WHERE x.k / 64 = 1), 0) AS w1,
      coalesce(bit_or(1::bigint << (x.k %% 64)) FILTER (WHERE x.k / 64 = 2), 0) AS w2,
      coalesce(bit_or(1::bigint << (x.k %% 64)) FILTER (WHERE x.k / 64 = 3), 0) AS w3,
      coalesce(bit_or(1::bigint << (x.k %% 64)) FILTER (WHERE x.k / 64 = 4), 0) AS w4,
      coalesce(bit_or(1::bigint << (x.k %% 64)) FILTER (WHERE x.k / 64 = 5), 0) AS w5
    FROM (%s) p
    JOIN course_instances ci ON ci.id = p.course_instance_id
    CROSS JOIN LATERAL (SELECT (p.updated_at AT TIME ZONE 'UTC')::date AS day) d
    CROSS JOIN LATERAL (SELECT extract(year FROM d.day)::smallint AS year, d.day - make_date(extract(year FROM d.day)::int, 1, 1) AS k) x
    GROUP BY ci.school_id, p.student_id, x.year$q$, source)
$$;
--> statement-breakpoint
-- Class totals: adds `deltas` (course_instance_id, enrolled, completed) to the classes that still
-- exist, and answers the ctids of the rows now at 0 (for class_totals_drop_empty).
CREATE FUNCTION class_totals_apply_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH d AS (%s),
    applied AS (
      INSERT INTO class_progress_totals AS r (course_instance_id, enrolled, completed)
      SELECT d.course_instance_id, sum(d.enrolled)::int, sum(d.completed)::int FROM d
      WHERE EXISTS (SELECT 1 FROM course_instances ci WHERE ci.id = d.course_instance_id)
      GROUP BY d.course_instance_id
      ON CONFLICT (course_instance_id) DO UPDATE SET
        enrolled = r.enrolled + excluded.enrolled, completed = r.completed + excluded.completed
      RETURNING r.ctid AS row_id, r.enrolled, r.completed
    )
    SELECT array_agg(row_id) FROM applied WHERE enrolled <= 0 AND completed <= 0$q$, deltas)
$$;
--> statement-breakpoint
CREATE FUNCTION class_totals_drop_empty(row_ids tid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF row_ids IS NULL THEN RETURN; END IF;
  DELETE FROM class_progress_totals WHERE ctid = ANY(row_ids) AND enrolled <= 0 AND completed <= 0;
END
$$;
--> statement-breakpoint
-- Completed progress rows of `source` whose student is enrolled in the class, times `sign`; and the
-- enrollments of `source` (enrollments or a transition table) with their completed rows, times `sign`.
CREATE FUNCTION class_totals_progress_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT p.course_instance_id, 0 AS enrolled, %2$s AS completed FROM %1$s p
    JOIN enrollments e ON e.course_instance_id = p.course_instance_id AND e.student_id = p.student_id
    WHERE p.status = 'completed'$q$, source, sign)
$$;
--> statement-breakpoint
CREATE FUNCTION class_totals_enrollments_sql(source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT e.course_instance_id, %2$s AS enrolled,
      %2$s * (SELECT count(*) FROM progress p WHERE p.course_instance_id = e.course_instance_id AND p.student_id = e.student_id
        AND p.status = 'completed')::int AS completed
    FROM %1$s e$q$, source, sign)
$$;
--> statement-breakpoint
CREATE FUNCTION class_totals_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
BEGIN
  EXECUTE class_totals_apply_sql(concat_ws(' UNION ALL ',
    class_totals_progress_sql(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END, -1),
    class_totals_progress_sql(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END, 1))) INTO empty;
  PERFORM class_totals_drop_empty(empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The removed enrollment is no longer in enrollments, and an added one is: each side counts its
-- own student's completed rows directly.
CREATE FUNCTION class_totals_enrollments_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
BEGIN
  EXECUTE class_totals_apply_sql(concat_ws(' UNION ALL ',
    class_totals_enrollments_sql(CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END, -1),
    class_totals_enrollments_sql(CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END, 1))) INTO empty;
  PERFORM class_totals_drop_empty(empty);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION class_totals_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM class_progress_totals;
  EXECUTE class_totals_apply_sql(class_totals_enrollments_sql('enrollments', 1));
END
$$;
--> statement-breakpoint
-- The (school, student) pairs' day bits, recomputed from progress: the rows' old bits are locked
-- first, so a concurrent change of the same pair waits and then recomputes with its rows counted.
CREATE FUNCTION student_activity_refresh(school_ids uuid[], student_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM student_activity_years a
  JOIN unnest(school_ids, student_ids) AS k(school_id, student_id) ON a.school_id = k.school_id AND a.student_id = k.student_id
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
END
$$;
--> statement-breakpoint
-- The pairs a set of progress rows touches: each row's class's school and student; a row whose
-- class is gone (a class deleted with its progress) touches every school its student has bits in.
CREATE FUNCTION student_activity_pairs_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$
    SELECT ci.school_id, s.student_id FROM %1$s s JOIN course_instances ci ON ci.id = s.course_instance_id
    UNION
    SELECT a.school_id, a.student_id FROM student_activity_years a
    WHERE a.student_id IN (SELECT s.student_id FROM %1$s s WHERE NOT EXISTS (SELECT 1 FROM course_instances ci WHERE ci.id = s.course_instance_id))$q$, source)
$$;
--> statement-breakpoint
CREATE FUNCTION activity_progress_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
  old_src text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END;
  new_src text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END;
  school_ids uuid[];
  student_ids uuid[];
BEGIN
  EXECUTE day_rollup_apply_sql('class_completion_weeks', 'course_instance_id',
    concat_ws(' UNION ALL ', class_completion_sql(old_src, -1), class_completion_sql(new_src, 1))) INTO empty;
  PERFORM day_rollup_drop_empty('class_completion_weeks', empty);
  EXECUTE format('SELECT array_agg(school_id), array_agg(student_id) FROM (%s) t',
    concat_ws(' UNION ', student_activity_pairs_sql(old_src), student_activity_pairs_sql(new_src)))
    INTO school_ids, student_ids;
  IF school_ids IS NOT NULL THEN PERFORM student_activity_refresh(school_ids, student_ids); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A class moved to another school moves its students' activity: both schools' pairs are recomputed.
CREATE FUNCTION activity_class_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM student_activity_refresh(array_agg(t.school_id), array_agg(t.student_id))
  FROM (
    SELECT DISTINCT s.school_id, p.student_id
    FROM old_rows o JOIN new_rows n ON n.id = o.id AND n.school_id IS DISTINCT FROM o.school_id
    CROSS JOIN LATERAL (VALUES (o.school_id), (n.school_id)) s(school_id)
    JOIN progress p ON p.course_instance_id = n.id
  ) t
  HAVING count(*) > 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION activity_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'progress' THEN
    DELETE FROM class_completion_weeks;
    DELETE FROM student_activity_years;
    UPDATE class_progress_totals SET completed = 0;
    DELETE FROM class_progress_totals WHERE enrolled = 0;
  ELSIF TG_TABLE_NAME = 'enrollments' THEN
    DELETE FROM class_progress_totals;
  ELSIF TG_TABLE_NAME = 'audit_log' THEN
    DELETE FROM gradebook_score_weeks;
    DELETE FROM gradebook_template_weeks;
    PERFORM activity_users_rebuild();
  ELSE
    PERFORM activity_users_rebuild();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The backfill (also after a bulk load with triggers off), from the same source queries.
CREATE FUNCTION activity_users_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM user_activity_weeks;
  EXECUTE day_rollup_apply_sql('user_activity_weeks', 'user_id', concat_ws(' UNION ALL ',
    user_activity_time_sql('time_spent', 1), user_activity_audit_sql('audit_log', 1), user_activity_sign_in_sql('sign_in_events', 1)));
END
$$;
--> statement-breakpoint
CREATE FUNCTION activity_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
END
$$;
--> statement-breakpoint
CREATE TRIGGER activity_time_spent_insert AFTER INSERT ON time_spent
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_time_spent_changed();
--> statement-breakpoint
CREATE TRIGGER activity_time_spent_update AFTER UPDATE ON time_spent
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_time_spent_changed();
--> statement-breakpoint
CREATE TRIGGER activity_time_spent_delete AFTER DELETE ON time_spent
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_time_spent_changed();
--> statement-breakpoint
CREATE TRIGGER activity_time_spent_truncate AFTER TRUNCATE ON time_spent
  FOR EACH STATEMENT EXECUTE FUNCTION activity_truncated();
--> statement-breakpoint
CREATE TRIGGER activity_sign_in_insert AFTER INSERT ON sign_in_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_sign_in_changed();
--> statement-breakpoint
CREATE TRIGGER activity_sign_in_update AFTER UPDATE ON sign_in_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_sign_in_changed();
--> statement-breakpoint
CREATE TRIGGER activity_sign_in_delete AFTER DELETE ON sign_in_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_sign_in_changed();
--> statement-breakpoint
CREATE TRIGGER activity_sign_in_truncate AFTER TRUNCATE ON sign_in_events
  FOR EACH STATEMENT EXECUTE FUNCTION activity_truncated();
--> statement-breakpoint
CREATE TRIGGER activity_audit_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_audit_changed();
--> statement-breakpoint
CREATE TRIGGER activity_audit_update AFTER UPDATE ON audit_log
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_audit_changed();
--> statement-breakpoint
CREATE TRIGGER activity_audit_delete AFTER DELETE ON audit_log
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_audit_changed();
--> statement-breakpoint
CREATE TRIGGER activity_audit_truncate AFTER TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION activity_truncated();
--> statement-breakpoint
CREATE TRIGGER activity_progress_insert AFTER INSERT ON progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_progress_changed();
--> statement-breakpoint
CREATE TRIGGER activity_progress_update AFTER UPDATE ON progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_progress_changed();
--> statement-breakpoint
CREATE TRIGGER activity_progress_delete AFTER DELETE ON progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_progress_changed();
--> statement-breakpoint
CREATE TRIGGER activity_progress_truncate AFTER TRUNCATE ON progress
  FOR EACH STATEMENT EXECUTE FUNCTION activity_truncated();
--> statement-breakpoint
CREATE TRIGGER activity_class_update AFTER UPDATE ON course_instances
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_class_moved();
--> statement-breakpoint
CREATE TRIGGER class_totals_progress_insert AFTER INSERT ON progress
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_totals_progress_changed();
--> statement-breakpoint
CREATE TRIGGER class_totals_progress_update AFTER UPDATE ON progress
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_totals_progress_changed();
--> statement-breakpoint
CREATE TRIGGER class_totals_progress_delete AFTER DELETE ON progress
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION class_totals_progress_changed();
--> statement-breakpoint
CREATE TRIGGER class_totals_enrollments_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_totals_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER class_totals_enrollments_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION class_totals_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER class_totals_enrollments_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION class_totals_enrollments_changed();
--> statement-breakpoint
CREATE TRIGGER class_totals_enrollments_truncate AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION activity_truncated();
--> statement-breakpoint
SELECT activity_rollups_rebuild();
--> statement-breakpoint
-- People search: trigram indexes serve the lists' `ILIKE '%text%'` (pg_trgm ships with PGlite too).
-- The extension lives in public (unquoted on purpose: the test suites' schemas share it).
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE INDEX "students_name_trgm_idx" ON "students" USING gin (("first_name" || ' ' || "last_name") public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "students_number_trgm_idx" ON "students" USING gin ("student_number" public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" public.gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" public.gin_trgm_ops);
