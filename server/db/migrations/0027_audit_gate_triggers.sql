-- The audit log's insert triggers, cheaper (issue 19 part 1, docs/ARCHITECTURE.md §19 "Eighth pass").
-- Every audited read inserts audit rows (a batch of gates: one statement), and most of that
-- statement's time was its triggers, not its rows or indexes:
--
-- 1. `log_place` (0011) returned one record through OUT parameters, so the BEFORE INSERT trigger's
--    `FROM log_place(…)` could not inline it: PostgreSQL parsed and planned its body again for every
--    row. Declared as a table function of its one row (same columns, same body), it is inlined into
--    the trigger's statement, which PL/pgSQL plans once per connection. Same answers.
-- 2. The AFTER INSERT statement triggers of the activity rollups (0008/0012) and of the counts per
--    place (0014) ran their SQL through EXECUTE: built and planned at every statement. On insert they
--    now run functions whose SQL is written out, planned once per connection. The text is not typed
--    twice: `audit_log_insert_rollups_compile()` generates these functions from the same builders
--    (`day_rollup_apply_sql`, `user_activity_audit_sql`, `gradebook_*_sql`, `log_place_counts_*`).
--    A migration that changes one of those builders must call it again. Updates, deletes and
--    truncates keep the generic functions.
DROP FUNCTION log_place(text, text, uuid);
--> statement-breakpoint
CREATE FUNCTION log_place(kind text, record_id text, actor uuid) RETURNS TABLE (district_id uuid, school_id uuid)
LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN count(DISTINCT h.home_district) = 1 THEN min(h.home_district::text)::uuid END,
    CASE WHEN count(DISTINCT h.home_school) = 1 THEN min(h.home_school::text)::uuid END
  FROM log_record_homes(kind, record_id, actor) h
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_insert_rollups_compile() RETURNS void LANGUAGE plpgsql AS $compile$
BEGIN
  -- activity_audit_changed (0012) on INSERT: the users' activity days, and the gradebook rollups
  -- only when a row is a gradebook action. `INTO empty` takes the builder's final SELECT.
  EXECUTE format($f$
CREATE OR REPLACE FUNCTION activity_audit_inserted() RETURNS trigger LANGUAGE plpgsql AS $body$
DECLARE
  empty tid[];
BEGIN
  %s INTO empty;
  PERFORM day_rollup_drop_empty('user_activity_weeks', empty);
  -- The actions of gradebook_score_sql and gradebook_template_sql all start with 'gradebook.'.
  IF NOT EXISTS (SELECT 1 FROM new_rows WHERE action LIKE 'gradebook.%%') THEN
    RETURN NULL;
  END IF;
  %s INTO empty;
  PERFORM day_rollup_drop_empty('gradebook_score_weeks', empty);
  %s INTO empty;
  PERFORM day_rollup_drop_empty('gradebook_template_weeks', empty);
  RETURN NULL;
END
$body$$f$,
    day_rollup_apply_sql('user_activity_weeks', 'user_id', user_activity_audit_sql('new_rows', 1)),
    day_rollup_apply_sql('gradebook_score_weeks', 'actor_id, course_instance_id', gradebook_score_sql('new_rows', 1)),
    day_rollup_apply_sql('gradebook_template_weeks', 'actor_id', gradebook_template_sql('new_rows', 1)));
  -- log_place_counts_changed('audit') (0014) on INSERT.
  EXECUTE format($f$
CREATE OR REPLACE FUNCTION log_place_counts_audit_inserted() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  %s;
  RETURN NULL;
END
$body$$f$,
    log_place_counts_apply_sql(log_place_counts_sql('audit', 'new_rows', 1)));
END
$compile$;
--> statement-breakpoint
SELECT audit_log_insert_rollups_compile();
--> statement-breakpoint
DROP TRIGGER activity_audit_insert ON audit_log;
--> statement-breakpoint
CREATE TRIGGER activity_audit_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION activity_audit_inserted();
--> statement-breakpoint
DROP TRIGGER log_place_counts_audit_insert ON audit_log;
--> statement-breakpoint
CREATE TRIGGER log_place_counts_audit_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_audit_inserted();
