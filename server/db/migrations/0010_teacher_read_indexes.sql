ALTER TABLE "progress_item_rollups" ADD COLUMN "completed_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- progress_item_rollups also counts the completed rows of the enrolled students per (class, item),
-- so the curriculum screens (a class's completion and score per unit and per item) read a class's
-- few hundred item rows instead of its tens of thousands of progress rows (docs/ARCHITECTURE.md §19).
-- Only the builders below change: the 0005 trigger functions call them at run time. A pair is
-- kept while it has a graded or a completed row; a pair whose graded count falls to 0 keeps a sum
-- of exactly 0, so no float residue outlives the graded rows it came from.
CREATE OR REPLACE FUNCTION progress_item_rollup_sums_sql(source text, enrolled text, sign int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT p.course_instance_id, p.content_id,
      %3$s * coalesce(sum(progress_score_ratio(p.score, c.max_score)), 0) AS score_ratio_sum,
      %3$s * count(progress_score_ratio(p.score, c.max_score))::int AS scored_count,
      %3$s * (count(*) FILTER (WHERE p.status = 'completed'))::int AS completed_count
    FROM %1$s p
    JOIN contents c ON c.id = p.content_id
    JOIN %2$s e ON e.course_instance_id = p.course_instance_id AND e.student_id = p.student_id
    WHERE progress_score_ratio(p.score, c.max_score) IS NOT NULL OR p.status = 'completed'
    GROUP BY p.course_instance_id, p.content_id$q$, source, enrolled, sign)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION progress_item_rollup_apply_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    WITH d AS (%s),
    applied AS (
      INSERT INTO progress_item_rollups AS r (course_instance_id, content_id, score_ratio_sum, scored_count, completed_count)
      SELECT course_instance_id, content_id, sum(score_ratio_sum), sum(scored_count)::int, sum(completed_count)::int
      FROM d GROUP BY course_instance_id, content_id
      ON CONFLICT (course_instance_id, content_id) DO UPDATE SET
        score_ratio_sum = CASE WHEN r.scored_count + excluded.scored_count <= 0 THEN 0
          ELSE r.score_ratio_sum + excluded.score_ratio_sum END,
        scored_count = r.scored_count + excluded.scored_count,
        completed_count = r.completed_count + excluded.completed_count
      RETURNING r.course_instance_id, r.content_id, r.scored_count, r.completed_count
    )
    SELECT array_agg(course_instance_id), array_agg(content_id) FROM applied
    WHERE scored_count <= 0 AND completed_count <= 0$q$, deltas)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION progress_item_rollups_drop_empty(instance_ids uuid[], content_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM progress_item_rollups r
  USING unnest(instance_ids, content_ids) AS k(course_instance_id, content_id)
  WHERE r.course_instance_id = k.course_instance_id AND r.content_id = k.content_id
    AND r.scored_count <= 0 AND r.completed_count <= 0
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION progress_item_rollups_refresh(instance_ids uuid[], content_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
    INSERT INTO progress_item_rollups AS r (course_instance_id, content_id, score_ratio_sum, scored_count, completed_count)
    SELECT * FROM fresh
    ON CONFLICT (course_instance_id, content_id) DO UPDATE SET
      score_ratio_sum = excluded.score_ratio_sum,
      scored_count = excluded.scored_count,
      completed_count = excluded.completed_count$q$,
    progress_item_rollup_sums_sql($s$(
      SELECT p.* FROM pairs
      JOIN progress p ON p.course_instance_id = pairs.course_instance_id AND p.content_id = pairs.content_id
    )$s$, 'enrollments', 1))
  USING instance_ids, content_ids;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION progress_item_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM progress_item_rollups;
  EXECUTE format($q$
    INSERT INTO progress_item_rollups (course_instance_id, content_id, score_ratio_sum, scored_count, completed_count)
    %s$q$,
    progress_item_rollup_sums_sql('progress', 'enrollments', 1));
END
$$;
--> statement-breakpoint
SELECT progress_item_rollups_rebuild();
