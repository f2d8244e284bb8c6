-- One definition of the progress measures and of the rollup aggregate (docs/ARCHITECTURE.md §5).
-- 0002 wrote the aggregate three times (insert delta, refresh, backfill); from here on the trigger
-- functions and the backfill run the one text of progress_rollup_sums_sql, and the teacher queries
-- use the same per-row measure, progress_score_ratio. Table names stay unqualified: the test
-- suites migrate into their own schema and search_path resolves them.

-- The score ratio of a progress row: score / max score, null when the row is not graded (no score,
-- or an item without a positive max score). "Graded" is "has a ratio": count(ratio) counts them.
-- float8 like avg(real) sums. Plain SQL and IMMUTABLE, so the planner inlines it: a call costs
-- the same as the expression written out.
CREATE FUNCTION progress_score_ratio(score real, max_score real) RETURNS double precision
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT CASE WHEN score IS NOT NULL AND max_score > 0 THEN (score / max_score)::float8 END $$;
--> statement-breakpoint
-- The rollup aggregate, written once: one row per (class, student) summing the progress rows of
-- `source` (a relation, or a parenthesised query, whose rows have progress's columns). Text, run
-- with EXECUTE, because the insert trigger's source is its transition table, which only the
-- trigger function's own statements can read (a function it calls could not). Inserts stay a
-- delta over that table: recomputing their pairs from progress through the refresh measured about
-- twice as slow on the seed's bulk inserts (PGlite, 2,755 rows: ~110 ms → ~210 ms in one statement).
CREATE FUNCTION progress_rollup_sums_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT p.course_instance_id, p.student_id,
      count(*) FILTER (WHERE p.status = 'completed')::int AS completed,
      count(*) FILTER (WHERE p.status = 'in_progress')::int AS in_progress,
      coalesce(sum(progress_score_ratio(p.score, c.max_score)), 0) AS score_ratio_sum,
      count(progress_score_ratio(p.score, c.max_score))::int AS scored_count,
      coalesce(sum(p.time_spent_seconds), 0)::bigint AS time_spent_seconds,
      max(p.updated_at) AS last_activity_at
    FROM %s p
    JOIN contents c ON c.id = p.content_id
    GROUP BY p.course_instance_id, p.student_id$q$, source)
$$;
--> statement-breakpoint
-- Inserts only add: the new rows' sums are added to their pairs' rows.
CREATE OR REPLACE FUNCTION progress_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO progress_rollups AS r
      (course_instance_id, student_id, completed, in_progress, score_ratio_sum, scored_count, time_spent_seconds, last_activity_at)
    %s
    ON CONFLICT (course_instance_id, student_id) DO UPDATE SET
      completed = r.completed + excluded.completed,
      in_progress = r.in_progress + excluded.in_progress,
      score_ratio_sum = r.score_ratio_sum + excluded.score_ratio_sum,
      scored_count = r.scored_count + excluded.scored_count,
      time_spent_seconds = r.time_spent_seconds + excluded.time_spent_seconds,
      last_activity_at = greatest(r.last_activity_at, excluded.last_activity_at)$q$,
    progress_rollup_sums_sql('new_progress'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Updates and deletes recompute the touched pairs from progress (a maximum cannot be "subtracted").
-- The pairs' rows are locked first, then recomputed in a second statement: under READ COMMITTED
-- that statement takes a fresh snapshot, so a concurrent writer of the same pair that committed
-- while we waited is counted (without the lock, the last writer would overwrite it with a stale sum).
CREATE OR REPLACE FUNCTION progress_rollups_refresh(instance_ids uuid[], student_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM progress_rollups r
  JOIN unnest(instance_ids, student_ids) AS k(course_instance_id, student_id)
    ON r.course_instance_id = k.course_instance_id AND r.student_id = k.student_id
  ORDER BY r.course_instance_id, r.student_id
  FOR UPDATE OF r;

  EXECUTE format($q$
    WITH pairs AS (
      SELECT DISTINCT k.course_instance_id, k.student_id FROM unnest($1::uuid[], $2::uuid[]) AS k(course_instance_id, student_id)
    ),
    fresh AS (%s),
    gone AS (
      DELETE FROM progress_rollups r USING pairs
      WHERE r.course_instance_id = pairs.course_instance_id AND r.student_id = pairs.student_id
        AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.course_instance_id = r.course_instance_id AND f.student_id = r.student_id)
    )
    INSERT INTO progress_rollups AS r
      (course_instance_id, student_id, completed, in_progress, score_ratio_sum, scored_count, time_spent_seconds, last_activity_at)
    SELECT * FROM fresh
    ON CONFLICT (course_instance_id, student_id) DO UPDATE SET
      completed = excluded.completed,
      in_progress = excluded.in_progress,
      score_ratio_sum = excluded.score_ratio_sum,
      scored_count = excluded.scored_count,
      time_spent_seconds = excluded.time_spent_seconds,
      last_activity_at = excluded.last_activity_at$q$,
    progress_rollup_sums_sql($s$(
      SELECT p.* FROM pairs
      JOIN progress p ON p.course_instance_id = pairs.course_instance_id AND p.student_id = pairs.student_id
    )$s$))
  USING instance_ids, student_ids;
END
$$;
--> statement-breakpoint
-- The backfill, from the same text: every rollup row recomputed from progress. Also run here, so
-- the rows provably equal the one definition.
CREATE FUNCTION progress_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM progress_rollups;
  EXECUTE format($q$
    INSERT INTO progress_rollups
      (course_instance_id, student_id, completed, in_progress, score_ratio_sum, scored_count, time_spent_seconds, last_activity_at)
    %s$q$,
    progress_rollup_sums_sql('progress'));
END
$$;
--> statement-breakpoint
SELECT progress_rollups_rebuild();
