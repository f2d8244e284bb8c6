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
-- summing the score ratios of the graded progress rows of the students enrolled in that class,
-- so the student detail's class average on an item reads one row instead of the class's rows.
-- Same shape as progress_rollups (0002/0003): statement-level triggers with transition tables, the
-- aggregate written once as text run by EXECUTE, the per-row measure progress_score_ratio of 0003.
-- Table names are unqualified on purpose: the test suites migrate into their own schema.

-- The aggregate, written once: per (class, item), the graded rows of `source` (a relation or a
-- parenthesised query with progress's columns) whose student is enrolled in the class. Pairs with
-- nothing graded give no row.
CREATE FUNCTION progress_item_rollup_sums_sql(source text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
    SELECT p.course_instance_id, p.content_id,
      sum(progress_score_ratio(p.score, c.max_score)) AS score_ratio_sum,
      count(*)::int AS scored_count
    FROM %s p
    JOIN contents c ON c.id = p.content_id
    JOIN enrollments e ON e.course_instance_id = p.course_instance_id AND e.student_id = p.student_id
    WHERE progress_score_ratio(p.score, c.max_score) IS NOT NULL
    GROUP BY p.course_instance_id, p.content_id$q$, source)
$$;
--> statement-breakpoint
-- Inserts only add: the new rows' sums are added to their pairs' rows.
CREATE FUNCTION progress_item_rollups_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
    INSERT INTO progress_item_rollups AS r (course_instance_id, content_id, score_ratio_sum, scored_count)
    %s
    ON CONFLICT (course_instance_id, content_id) DO UPDATE SET
      score_ratio_sum = r.score_ratio_sum + excluded.score_ratio_sum,
      scored_count = r.scored_count + excluded.scored_count$q$,
    progress_item_rollup_sums_sql('new_progress'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Everything else recomputes the touched pairs from progress, locking their rows first (as
-- progress_rollups_refresh does: under READ COMMITTED the recompute then sees a concurrent writer
-- of the same pair that committed while we waited). A pair without graded enrolled rows loses its row.
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
    )$s$))
  USING instance_ids, content_ids;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Old and new pairs: an update may move a row to another class or item.
  PERFORM progress_item_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.content_id))
  FROM (SELECT course_instance_id, content_id FROM old_progress UNION SELECT course_instance_id, content_id FROM new_progress) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION progress_item_rollups_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_item_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.content_id))
  FROM (SELECT DISTINCT course_instance_id, content_id FROM old_progress) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A changed max score changes the ratios on that item in every class of its course.
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
-- An enrollment added or removed adds or removes that student's rows from the class's items.
CREATE FUNCTION progress_item_rollups_after_enrollments_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_item_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.content_id))
  FROM (
    SELECT DISTINCT p.course_instance_id, p.content_id
    FROM changed_enrollments e
    JOIN progress p ON p.course_instance_id = e.course_instance_id AND p.student_id = e.student_id
  ) t;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An enrollment update may move a row: both its old and its new pair.
CREATE FUNCTION progress_item_rollups_after_enrollments_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM progress_item_rollups_refresh(array_agg(t.course_instance_id), array_agg(t.content_id))
  FROM (
    SELECT DISTINCT p.course_instance_id, p.content_id
    FROM (SELECT course_instance_id, student_id FROM old_enrollments UNION SELECT course_instance_id, student_id FROM new_enrollments) e
    JOIN progress p ON p.course_instance_id = e.course_instance_id AND p.student_id = e.student_id
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
  REFERENCING NEW TABLE AS changed_enrollments FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_enrollments_change();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_enrollments_delete AFTER DELETE ON enrollments
  REFERENCING OLD TABLE AS changed_enrollments FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_enrollments_change();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_enrollments_update AFTER UPDATE ON enrollments
  REFERENCING OLD TABLE AS old_enrollments NEW TABLE AS new_enrollments FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_enrollments_update();
--> statement-breakpoint
CREATE TRIGGER progress_item_rollups_enrollments_truncate AFTER TRUNCATE ON enrollments
  FOR EACH STATEMENT EXECUTE FUNCTION progress_item_rollups_after_truncate();
--> statement-breakpoint
-- The backfill, from the same text (also usable to rebuild after bulk loads with triggers off).
CREATE FUNCTION progress_item_rollups_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM progress_item_rollups;
  EXECUTE format($q$
    INSERT INTO progress_item_rollups (course_instance_id, content_id, score_ratio_sum, scored_count)
    %s$q$,
    progress_item_rollup_sums_sql('progress'));
END
$$;
--> statement-breakpoint
SELECT progress_item_rollups_rebuild();
