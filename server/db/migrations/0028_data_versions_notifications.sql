-- More of the map of migration 0023 (docs/architecture/19-the-request-pipelines-cost.md, "Answers
-- kept ready"), so that the notifications page (`notification/received`) can be kept ready exactly:
-- it shows nothing but the account's own notifications.
--
-- A notification stored (the fan-out: one statement for all its recipients), marked read (one or
-- all), deleted (a privacy purge, an account deleted) or changed any other way: the version row of
-- each recipient account (its id), as the time tracker's rows and the dismissals (0024, 0026). Only
-- that account's own session reads the row. A truncate bumps the global row (it names no rows),
-- which the page compares too.
SELECT data_versions_track('notifications', 'SELECT DISTINCT r.user_id FROM %1$s r');
--> statement-breakpoint
-- A fan-out notes thousands of accounts at once (an announcement to a district: every teacher and
-- parent), where 0023's note compared each with the whole note so far, a scan per account: 2,000
-- recipients took ~120 ms more in the statement, 20,000 would take seconds. A statement naming more
-- than 16 schools or accounts now merges them with the note as sets (linear); fewer keep the loop,
-- which costs less for the usual one to three schools. The note stays without duplicates either way.
CREATE OR REPLACE FUNCTION data_versions_note(schools text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  noted text := coalesce(current_setting('app.data_version_schools', true), '');
  given text[] := string_to_array(schools, ',');
  school text;
  grew boolean := false;
BEGIN
  IF schools IS NULL OR schools = '' THEN RETURN; END IF;
  IF cardinality(given) <= 16 THEN
    FOREACH school IN ARRAY given LOOP
      IF position(school IN noted) = 0 THEN
        noted := CASE WHEN noted = '' THEN school ELSE noted || ',' || school END;
        grew := true;
      END IF;
    END LOOP;
  ELSE
    SELECT count(*) > cardinality(string_to_array(noted, ',')), string_agg(s, ',') INTO grew, noted
      FROM (SELECT unnest(string_to_array(noted, ',')) UNION SELECT unnest(given)) u(s);
  END IF;
  IF NOT grew THEN RETURN; END IF;
  PERFORM set_config('app.data_version_schools', noted, true);
  INSERT INTO data_version_commits (txid) VALUES (txid_current()) ON CONFLICT DO NOTHING;
END
$$;
