CREATE TABLE "progress_item_rollups" (
	"course_instance_id" uuid NOT NULL,
	"content_id" uuid NOT NULL,
	"score_ratio_sum" double precision DEFAULT 0 NOT NULL,
	"scored_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "progress_item_rollups_course_instance_id_content_id_pk" PRIMARY KEY("course_instance_id","content_id")
);
--> statement-breakpoint
ALTER TABLE "progress_item_rollups" ADD CONSTRAINT "progress_item_rollups_course_instance_id_course_instances_id_fk" FOREIGN KEY ("course_instance_id") REFERENCES "public"."course_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress_item_rollups" ADD CONSTRAINT "progress_item_rollups_content_id_contents_id_fk" FOREIGN KEY ("content_id") REFERENCES "public"."contents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keeps progress_item_rollups exact (docs/ARCHITECTURE.md §5): one row per (class, content item)
-- with the sum of the score ratios and the count of the graded progress rows of the students
-- enrolled in that class, so the student detail's class average on an item reads one row instead
-- of the class's rows on it. Statement-level triggers with transition tables, the aggregate written
-- once as text run by EXECUTE, the per-row measure progress_score_ratio of 0003 (as 0002/0003 do
-- for progress_rollups). Table names are unqualified on purpose: the test suites migrate into their
-- own schema.
--
-- Unlike progress_rollups, every change is a delta (a sum and a count can be subtracted, a maximum
-- cannot): recomputing the touched items from progress read every row of the class on them, so a
-- one-row update cost a class's rows and an enrollment change ~15,000 rows on the large school
-- (PGlite: 0.7 ms → ~60–230 ms for an unenroll + re-enroll, measured). A pair whose count falls to
-- 0 loses its row, so float residue of subtractions does not outlive the rows it came from; the
-- sums may differ from a fresh sum in the last bits only, like any sum in another order.

-- The aggregate, written once: per (class, item), the ratio sum and count of the graded rows of
-- `source` (a relation, or a parenthesised query, with progress's columns) whose student is in
-- `enrolled` (a relation with enrollments' columns: enrollments itself, or an enrollments
-- transition table), times `sign` (1 adds, -1 subtracts). Pairs with nothing graded give no row.
CREATE FUNCTION progress_item_rollup_sums_sql(source text, enrolled text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT p.course_instance_id, p.content_id,
      %3$s * sum(progress_score_ratio(p.score, c.max_score)) AS score_ratio_sum,
      %3$s * count(*)::int AS scored_count
    FROM %1$s p
    JOIN contents c ON c.id = p.content_id
    JOIN %2$s e ON e.course_instance_id = p.course_instance_id AND e.student_id = p.student_id
    WHERE p.score IS NOT NULL AND progress_score_ratio(p.score, c.max_score) IS NOT NULL
    GROUP BY p.course_instance_id, p.content_id$q$, source, enrolled, sign)
$$;
--> statement-breakpoint
-- Adds `deltas` (a query of rows as the aggregate answers them, several per pair allowed) to the
-- pairs' rows and answers the touched pairs whose count fell to 0 (two arrays), for
-- progress_item_rollups_drop_empty. Two statements, because a statement does not see its own CTE's
-- upsert. Run by EXECUTE from the trigger functions, which alone can read their transition tables.
CREATE FUNCTION progress_item_rollup_apply_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH d AS (%s),
    applied AS (
      INSERT INTO progress_item_rollups AS r (course_instance_id, content_id, score_ratio_sum, scored_count)
      SELECT course_instance_id, content_id, sum(score_ratio_sum), sum(scored_count)::int
      FROM d GROUP BY course_instance_id, content_id
      ON CONFLICT (course_instance_id, content_id) DO UPDATE SET
        score_ratio_sum = r.score_ratio_sum + excluded.score_ratio_sum,
        scored_count = r.scored_count + excluded.scored_count
      RETURNING r.course_instance_id, r.content_id, r.scored_count
    )
    SELECT array_agg(course_instance_id), array_agg(content_id) FROM applied WHERE scored_count <= 0$q$, deltas)
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_drop_empty(instance_ids uuid[], content_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM progress_item_rollups r
  USING unnest(instance_ids, content_ids) AS k(course_instance_id, content_id)
  WHERE r.course_instance_id = k.course_instance_id AND r.content_id = k.content_id AND r.scored_count <= 0
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty_instances uuid[];
  empty_contents uuid[];
BEGIN
  EXECUTE progress_item_rollup_apply_sql(progress_item_rollup_sums_sql('new_progress', 'enrollments', 1))
    INTO empty_instances, empty_contents;
  PERFORM progress_item_rollups_drop_empty(empty_instances, empty_contents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update may change a score or move a row to another class, student or item: the old rows come
-- out, the new ones go in.
CREATE FUNCTION progress_item_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty_instances uuid[];
  empty_contents uuid[];
BEGIN
  EXECUTE progress_item_rollup_apply_sql(
    progress_item_rollup_sums_sql('old_progress', 'enrollments', -1) || ' UNION ALL ' ||
    progress_item_rollup_sums_sql('new_progress', 'enrollments', 1))
    INTO empty_instances, empty_contents;
  PERFORM progress_item_rollups_drop_empty(empty_instances, empty_contents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty_instances uuid[];
  empty_contents uuid[];
BEGIN
  EXECUTE progress_item_rollup_apply_sql(progress_item_rollup_sums_sql('old_progress', 'enrollments', -1))
    INTO empty_instances, empty_contents;
  PERFORM progress_item_rollups_drop_empty(empty_instances, empty_contents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An enrollment added or removed adds or removes that student's graded rows in the class. The
-- removed enrollment is no longer in enrollments: its own transition table is the gate.
CREATE FUNCTION progress_item_rollups_after_enrollments_insert() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty_instances uuid[];
  empty_contents uuid[];
BEGIN
  EXECUTE progress_item_rollup_apply_sql(progress_item_rollup_sums_sql(
    '(SELECT p.* FROM new_enrollments n JOIN progress p ON p.course_instance_id = n.course_instance_id AND p.student_id = n.student_id)',
    'new_enrollments', 1))
    INTO empty_instances, empty_contents;
  PERFORM progress_item_rollups_drop_empty(empty_instances, empty_contents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_after_enrollments_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty_instances uuid[];
  empty_contents uuid[];
BEGIN
  EXECUTE progress_item_rollup_apply_sql(progress_item_rollup_sums_sql(
    '(SELECT p.* FROM old_enrollments o JOIN progress p ON p.course_instance_id = o.course_instance_id AND p.student_id = o.student_id)',
    'old_enrollments', -1))
    INTO empty_instances, empty_contents;
  PERFORM progress_item_rollups_drop_empty(empty_instances, empty_contents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_after_enrollments_update() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty_instances uuid[];
  empty_contents uuid[];
BEGIN
  EXECUTE progress_item_rollup_apply_sql(
    progress_item_rollup_sums_sql(
      '(SELECT p.* FROM old_enrollments o JOIN progress p ON p.course_instance_id = o.course_instance_id AND p.student_id = o.student_id)',
      'old_enrollments', -1) || ' UNION ALL ' ||
    progress_item_rollup_sums_sql(
      '(SELECT p.* FROM new_enrollments n JOIN progress p ON p.course_instance_id = n.course_instance_id AND p.student_id = n.student_id)',
      'new_enrollments', 1))
    INTO empty_instances, empty_contents;
  PERFORM progress_item_rollups_drop_empty(empty_instances, empty_contents);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Recomputes pairs from progress: the backfill of a school loaded with triggers off (the bench), and
-- a changed max score, which changes every ratio on the item (rare: a recompute is simplest). The
-- pairs' rows are locked first, so a concurrent delta on them waits and is then counted.
CREATE FUNCTION progress_item_rollups_refresh(instance_ids uuid[], content_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM progress_item_rollups r
  JOIN unnest(instance_ids, content_ids) AS k(course_instance_id, content_id)
    ON r.course_instance_id = k.course_instance_id AND r.content_id = k.content_id
  ORDER BY r.course_instance_id, r.content_id
  FOR UPDATE OF r;

  EXECUTE format($q$
    WITH pairs AS (
      SELECT DISTINCT k.course_instance_id, k.content_id FROM unnest($1::uuid[], $2::uuid[]) AS k(course_instance_id, content_id)
    ),
    fresh AS (%s),
    gone AS (
      DELETE FROM progress_item_rollups r USING pairs
      WHERE r.course_instance_id = pairs.course_instance_id AND r.content_id = pairs.content_id
        AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.course_instance_id = r.course_instance_id AND f.content_id = r.content_id)
    )
    INSERT INTO progress_item_rollups AS r (course_instance_id, content_id, score_ratio_sum, scored_count)
    SELECT * FROM fresh
    ON CONFLICT (course_instance_id, content_id) DO UPDATE SET
      score_ratio_sum = excluded.score_ratio_sum,
      scored_count = excluded.scored_count$q$,
    progress_item_rollup_sums_sql($s$(
      SELECT p.* FROM pairs
      JOIN progress p ON p.course_instance_id = pairs.course_instance_id AND p.content_id = pairs.content_id
    )$s$, 'enrollments', 1))
  USING instance_ids, content_ids;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_after_contents_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_item_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.content_id))
  FROM (
    SELECT ci.id AS course_instance_id, n.id AS content_id
    FROM new_contents n
    JOIN old_contents o ON o.id = n.id
    JOIN course_instances ci ON ci.course_id = n.course_id
    WHERE n.max_score IS DISTINCT FROM o.max_score
  ) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- TRUNCATE of progress or of enrollments leaves nothing to sum.
CREATE FUNCTION progress_item_rollups_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM progress_item_rollups;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_insert AFTER INSERT ON progress
  REFERENCING NEW TABLE AS new_progress FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_insert();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_update AFTER UPDATE ON progress
  REFERENCING OLD TABLE AS old_progress NEW TABLE AS new_progress FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_update();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_delete AFTER DELETE ON progress
  REFERENCING OLD TABLE AS old_progress FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_delete();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_truncate AFTER TRUNCATE ON progress
  FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_truncate();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_contents_update AFTER UPDATE ON contents
  REFERENCING OLD TABLE AS old_contents NEW TABLE AS new_contents FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_contents_update();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_enrollments_insert AFTER INSERT ON enrollments
  REFERENCING NEW TABLE AS new_enrollments FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_enrollments_insert();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_enrollments_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS old_enrollments FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_enrollments_delete();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_enrollments_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_enrollments NEW TABLE AS new_enrollments FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_enrollments_update();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_enrollments_truncate AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_truncate();
--> statement-breakpoint
-- The backfill, from the same aggregate (also a rebuild after bulk loads with triggers off).
CREATE FUNCTION progress_item_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM progress_item_rollups;
  EXECUTE format($q$
    INSERT INTO progress_item_rollups (course_instance_id, content_id, score_ratio_sum, scored_count)
    %s$q$,
    progress_item_rollup_sums_sql('progress', 'enrollments', 1));
END
$$;
--> statement-breakpoint
SELECT progress_item_rollups_rebuild();
