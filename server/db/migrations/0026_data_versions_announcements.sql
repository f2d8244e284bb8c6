-- More of the map of migration 0023 (docs/architecture/19-the-request-pipelines-cost.md, "Answers
-- kept ready"), so that the announcement a user is shown can be kept ready exactly: besides the clock
-- (its start and end times: the read names its expiry), it depends on the announcements and on the
-- user's own dismissals.
--
-- An announcement (any scope): the global row. Announcements are written a few times a term, and a
-- district's or the platform's concerns every school's teachers anyway.
SELECT data_versions_track('announcements', 'SELECT NULL::uuid FROM %1$s r');
--> statement-breakpoint
-- A dismissal: the version row of the account itself, which only that account's session reads, and
-- only for the reads that show its own things (the time tracker's rows, its dismissals).
SELECT data_versions_track('announcement_dismissals', 'SELECT DISTINCT r.user_id FROM %1$s r');
