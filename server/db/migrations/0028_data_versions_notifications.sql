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
