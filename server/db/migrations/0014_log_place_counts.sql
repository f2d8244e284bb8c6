CREATE TABLE "log_place_counts" (
	"log" text NOT NULL,
	"district_id" uuid NOT NULL,
	"school_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "log_place_counts_log_district_id_school_id_slot_pk" PRIMARY KEY("log","district_id","school_id","slot")
);
--> statement-breakpoint
CREATE INDEX "log_place_counts_school_idx" ON "log_place_counts" USING btree ("log","school_id");--> statement-breakpoint
-- The logs' row counts per stored place (docs/ARCHITECTURE.md §16), so the first page of a
-- district's or a school's log, and the platform's, counts its stored part from a few rows instead
-- of from ≈ 220,000 index entries per district. Kept exact by statement-level triggers on
-- audit_log and sign_in_events (the stored place is set by 0011's BEFORE INSERT triggers, so these
-- see it); the recount the tests compare with is in server/db/log-place-counts.test.ts. A null
-- place is the zero uuid (a primary key has no nulls). `slot` is the writer's connection modulo 8:
-- every audit write adds to one counter, and writers on different connections then mostly touch
-- different rows instead of queueing on one lock until commit.

-- Adds the rows of `source` (a log table or a transition table) times `sign` to the log's counts.
CREATE FUNCTION log_place_counts_sql(log text, source text, sign int) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$SELECT %1$L AS log, coalesce(scope_district_id, '00000000-0000-0000-0000-000000000000'::uuid) AS district_id,
      coalesce(scope_school_id, '00000000-0000-0000-0000-000000000000'::uuid) AS school_id, %3$s AS n FROM %2$s$q$, log, source, sign)
$$;
--> statement-breakpoint
-- The upsert of `deltas` into the counts (text: a trigger runs it itself, since only the trigger's
-- own statements see its transition tables).
CREATE FUNCTION log_place_counts_apply_sql(deltas text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT format($q$
    INSERT INTO log_place_counts AS r (log, district_id, school_id, slot, n)
    SELECT d.log, d.district_id, d.school_id, (pg_backend_pid() %% 8)::smallint, sum(d.n) FROM (%s) d
    GROUP BY d.log, d.district_id, d.school_id HAVING sum(d.n) <> 0
    ON CONFLICT (log, district_id, school_id, slot) DO UPDATE SET n = r.n + excluded.n$q$, deltas)
$$;
--> statement-breakpoint
-- TG_ARGV[0] is the log's name ('audit' or 'sign_in').
CREATE FUNCTION log_place_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE log_place_counts_apply_sql(concat_ws(' UNION ALL ',
    log_place_counts_sql(TG_ARGV[0], CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END, -1),
    log_place_counts_sql(TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END, 1)));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION log_place_counts_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM log_place_counts WHERE log = TG_ARGV[0];
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The backfill (also after a bulk load with triggers off).
CREATE FUNCTION log_place_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM log_place_counts;
  EXECUTE log_place_counts_apply_sql(log_place_counts_sql('audit', 'audit_log', 1) || ' UNION ALL ' || log_place_counts_sql('sign_in', 'sign_in_events', 1));
END
$$;
--> statement-breakpoint
CREATE TRIGGER log_place_counts_audit_insert AFTER INSERT ON audit_log
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_changed('audit');
--> statement-breakpoint
CREATE TRIGGER log_place_counts_audit_update AFTER UPDATE ON audit_log
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_changed('audit');
--> statement-breakpoint
CREATE TRIGGER log_place_counts_audit_delete AFTER DELETE ON audit_log
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_changed('audit');
--> statement-breakpoint
CREATE TRIGGER log_place_counts_audit_truncate AFTER TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_truncated('audit');
--> statement-breakpoint
CREATE TRIGGER log_place_counts_sign_in_insert AFTER INSERT ON sign_in_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_changed('sign_in');
--> statement-breakpoint
CREATE TRIGGER log_place_counts_sign_in_update AFTER UPDATE ON sign_in_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_changed('sign_in');
--> statement-breakpoint
CREATE TRIGGER log_place_counts_sign_in_delete AFTER DELETE ON sign_in_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_changed('sign_in');
--> statement-breakpoint
CREATE TRIGGER log_place_counts_sign_in_truncate AFTER TRUNCATE ON sign_in_events
  FOR EACH STATEMENT EXECUTE FUNCTION log_place_counts_truncated('sign_in');
--> statement-breakpoint
SELECT log_place_counts_rebuild();
