-- Keeps progress_rollups exact: one row per (class, student) summing that student's progress rows.
-- Statement-level triggers with transition tables: a bulk insert (the seed, the bench generator)
-- costs one aggregate + upsert per statement, not one per row. Table names are unqualified on
-- purpose: the test suites migrate into their own schema and search_path resolves them.
-- The aggregates are written three times (insert delta, refresh, backfill): they must stay equal
-- to the definitions of the teacher queries (score ratio = score / max_score, graded = score set
-- and max_score > 0, summed as float8 like avg(real) does).

-- Inserts only add: sum the new rows per pair and add them to the pair's row.
CREATE FUNCTION progress_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO progress_rollups AS r
    (course_instance_id, student_id, completed, in_progress, score_ratio_sum, scored_count, time_spent_seconds, last_activity_at)
  SELECT n.course_instance_id, n.student_id,
    count(*) FILTER (WHERE n.status = 'completed'),
    count(*) FILTER (WHERE n.status = 'in_progress'),
    coalesce(sum((n.score / c.max_score)::float8) FILTER (WHERE n.score IS NOT NULL AND c.max_score > 0), 0),
    count(*) FILTER (WHERE n.score IS NOT NULL AND c.max_score > 0),
    coalesce(sum(n.time_spent_seconds), 0),
    max(n.updated_at)
  FROM new_progress n
  JOIN contents c ON c.id = n.content_id
  GROUP BY n.course_instance_id, n.student_id
  ON CONFLICT (course_instance_id, student_id) DO UPDATE SET
    completed = r.completed + excluded.completed,
    in_progress = r.in_progress + excluded.in_progress,
    score_ratio_sum = r.score_ratio_sum + excluded.score_ratio_sum,
    scored_count = r.scored_count + excluded.scored_count,
    time_spent_seconds = r.time_spent_seconds + excluded.time_spent_seconds,
    last_activity_at = greatest(r.last_activity_at, excluded.last_activity_at);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Updates and deletes recompute the touched pairs from progress (a maximum cannot be "subtracted").
-- The pairs' rows are locked first, then recomputed in a second statement: under READ COMMITTED
-- that statement takes a fresh snapshot, so a concurrent writer of the same pair that committed
-- while we waited is counted (without the lock, the last writer would overwrite it with a stale sum).
CREATE FUNCTION progress_rollups_refresh(instance_ids uuid[], student_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM progress_rollups r
  JOIN unnest(instance_ids, student_ids) AS k(course_instance_id, student_id)
    ON r.course_instance_id = k.course_instance_id AND r.student_id = k.student_id
  ORDER BY r.course_instance_id, r.student_id
  FOR UPDATE OF r;

  WITH pairs AS (
    SELECT DISTINCT k.course_instance_id, k.student_id FROM unnest(instance_ids, student_ids) AS k(course_instance_id, student_id)
  ),
  fresh AS (
    SELECT p.course_instance_id, p.student_id,
      count(*) FILTER (WHERE p.status = 'completed')::int AS completed,
      count(*) FILTER (WHERE p.status = 'in_progress')::int AS in_progress,
      coalesce(sum((p.score / c.max_score)::float8) FILTER (WHERE p.score IS NOT NULL AND c.max_score > 0), 0) AS score_ratio_sum,
      count(*) FILTER (WHERE p.score IS NOT NULL AND c.max_score > 0)::int AS scored_count,
      coalesce(sum(p.time_spent_seconds), 0)::bigint AS time_spent_seconds,
      max(p.updated_at) AS last_activity_at
    FROM pairs
    JOIN progress p ON p.course_instance_id = pairs.course_instance_id AND p.student_id = pairs.student_id
    JOIN contents c ON c.id = p.content_id
    GROUP BY p.course_instance_id, p.student_id
  ),
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
    last_activity_at = excluded.last_activity_at;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Old and new pairs: an update may move a row to another class or student.
  PERFORM progress_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.student_id))
  FROM (SELECT course_instance_id, student_id FROM old_progress UNION SELECT course_instance_id, student_id FROM new_progress) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.student_id))
  FROM (SELECT DISTINCT course_instance_id, student_id FROM old_progress) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A changed max score changes the ratios of every progress row on that content.
CREATE FUNCTION progress_rollups_after_contents_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.student_id))
  FROM (
    SELECT DISTINCT p.course_instance_id, p.student_id
    FROM new_contents n
    JOIN old_contents o ON o.id = n.id
    JOIN progress p ON p.content_id = n.id
    WHERE n.max_score IS DISTINCT FROM o.max_score
  ) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER progress_rollups_insert AFTER INSERT ON progress
  REFERENCING NEW TABLE AS new_progress FOR EACH STATEMENT EXECUTE FUNCTION progress_rollups_after_insert();
--> statement-breakpoint
CREATE TRIGGER progress_rollups_update AFTER UPDATE ON progress
  REFERENCING OLD TABLE AS old_progress NEW TABLE AS new_progress FOR EACH STATEMENT EXECUTE FUNCTION progress_rollups_after_update();
--> statement-breakpoint
CREATE TRIGGER progress_rollups_delete AFTER DELETE ON progress
  REFERENCING OLD TABLE AS old_progress FOR EACH STATEMENT EXECUTE FUNCTION progress_rollups_after_delete();
--> statement-breakpoint
CREATE TRIGGER progress_rollups_contents_update AFTER UPDATE ON contents
  REFERENCING OLD TABLE AS old_contents NEW TABLE AS new_contents FOR EACH STATEMENT EXECUTE FUNCTION progress_rollups_after_contents_update();
--> statement-breakpoint
-- TRUNCATE fires no row or delete trigger: empty the rollup with it.
CREATE FUNCTION progress_rollups_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM progress_rollups;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER progress_rollups_truncate AFTER TRUNCATE ON progress
  FOR EACH STATEMENT EXECUTE FUNCTION progress_rollups_after_truncate();
--> statement-breakpoint
-- Backfill from the progress rows that exist already.
INSERT INTO progress_rollups
  (course_instance_id, student_id, completed, in_progress, score_ratio_sum, scored_count, time_spent_seconds, last_activity_at)
SELECT p.course_instance_id, p.student_id,
  count(*) FILTER (WHERE p.status = 'completed'),
  count(*) FILTER (WHERE p.status = 'in_progress'),
  coalesce(sum((p.score / c.max_score)::float8) FILTER (WHERE p.score IS NOT NULL AND c.max_score > 0), 0),
  count(*) FILTER (WHERE p.score IS NOT NULL AND c.max_score > 0),
  coalesce(sum(p.time_spent_seconds), 0),
  max(p.updated_at)
FROM progress p
JOIN contents c ON c.id = p.content_id
GROUP BY p.course_instance_id, p.student_id;
