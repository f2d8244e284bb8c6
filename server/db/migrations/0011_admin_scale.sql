-- Admin lists at district and platform scale (issue 19, docs/ARCHITECTURE.md §16): every audit row
-- and sign-in event says where it belongs, so a district's or a school's log is read by index
-- instead of placing each row through its record (`recordHomes`, server/access/log-scope.ts) or its
-- account (`peopleInReach`) on every request.
--
-- The rule: on insert, a trigger lists the row's homes, (district, school) pairs, as the log's reach
-- places it at that moment: an audit row by its record for the kinds of `recordHomes`, by its actor
-- (as a person in reach) for the others; a sign-in event by its account. scope_district_id is the
-- homes' one district and scope_school_id their one school; either is null when the homes have none
-- or several, and the log then places that row by its record's (account's) current place, as before.
-- A record that later moves leaves its rows where they were written: they stay with the admins of
-- the place where they happened.
ALTER TABLE "audit_log" ADD COLUMN "scope_district_id" uuid;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "scope_school_id" uuid;--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD COLUMN "scope_district_id" uuid;--> statement-breakpoint
ALTER TABLE "sign_in_events" ADD COLUMN "scope_school_id" uuid;--> statement-breakpoint
-- A person's places as the log's reach sees them (`peopleInReach`): their own district (district
-- admins), the schools they work in, and their children's schools.
CREATE FUNCTION log_person_homes(person uuid) RETURNS TABLE(home_district uuid, home_school uuid) LANGUAGE sql STABLE AS $$
  SELECT u.district_id, NULL::uuid FROM users u WHERE u.id = person AND u.district_id IS NOT NULL
  UNION
  SELECT s.district_id, s.id FROM user_schools us JOIN schools s ON s.id = us.school_id WHERE us.user_id = person
  UNION
  SELECT s.district_id, s.id FROM parent_students ps JOIN students st ON st.id = ps.student_id
    JOIN schools s ON s.id = st.school_id WHERE ps.parent_id = person
$$;
--> statement-breakpoint
-- An audit row's places, one line per kind of `recordHomes` (keep the two in step); a kind without
-- a place is placed by its actor. An id that is not a uuid, or a record that is gone, has none.
CREATE FUNCTION log_record_homes(kind text, record_id text, actor uuid) RETURNS TABLE(home_district uuid, home_school uuid) LANGUAGE plpgsql STABLE AS $$
DECLARE
  rid uuid := CASE WHEN record_id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN record_id::uuid END;
BEGIN
  CASE kind
    WHEN 'student' THEN
      RETURN QUERY SELECT s.district_id, s.id FROM students st JOIN schools s ON s.id = st.school_id WHERE st.id = rid;
    WHEN 'school' THEN
      RETURN QUERY SELECT s.district_id, s.id FROM schools s WHERE s.id = rid;
    WHEN 'district' THEN
      RETURN QUERY SELECT d.id, NULL::uuid FROM districts d WHERE d.id = rid;
    WHEN 'course_instance' THEN
      RETURN QUERY SELECT s.district_id, s.id FROM course_instances ci JOIN schools s ON s.id = ci.school_id WHERE ci.id = rid;
    WHEN 'grade_section' THEN
      RETURN QUERY SELECT s.district_id, s.id FROM grade_sections gs JOIN schools s ON s.id = gs.school_id WHERE gs.id = rid;
    WHEN 'announcement' THEN
      RETURN QUERY SELECT s.district_id, s.id FROM announcements an JOIN schools s ON s.id = an.school_id WHERE an.id = rid
        UNION SELECT an.district_id, NULL::uuid FROM announcements an WHERE an.id = rid AND an.district_id IS NOT NULL;
    WHEN 'roster_import' THEN
      RETURN QUERY SELECT ri.district_id, ri.school_id FROM roster_imports ri WHERE ri.id = rid;
    WHEN 'user' THEN
      RETURN QUERY SELECT * FROM log_person_homes(rid);
    WHEN 'teacher_invitation' THEN
      RETURN QUERY SELECT s.district_id, s.id FROM teacher_invitations ti JOIN schools s ON s.id = ti.school_id WHERE ti.id = rid;
    ELSE
      RETURN QUERY SELECT * FROM log_person_homes(actor);
  END CASE;
END $$;
--> statement-breakpoint
-- The one district and the one school of a row's homes (null for none or several). A sign-in event
-- is placed as an audit row about its account.
CREATE FUNCTION log_place(kind text, record_id text, actor uuid, OUT district_id uuid, OUT school_id uuid) LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN count(DISTINCT h.home_district) = 1 THEN min(h.home_district::text)::uuid END,
    CASE WHEN count(DISTINCT h.home_school) = 1 THEN min(h.home_school::text)::uuid END
  FROM log_record_homes(kind, record_id, actor) h
$$;
--> statement-breakpoint
CREATE FUNCTION audit_log_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.district_id, p.school_id INTO NEW.scope_district_id, NEW.scope_school_id
  FROM log_place(NEW.entity, NEW.entity_id, NEW.actor_id) p;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION sign_in_events_place() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT p.district_id, p.school_id INTO NEW.scope_district_id, NEW.scope_school_id
  FROM log_place('user', NEW.user_id::text, NULL) p;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_place_insert BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_place();
--> statement-breakpoint
CREATE TRIGGER sign_in_events_place_insert BEFORE INSERT ON sign_in_events FOR EACH ROW EXECUTE FUNCTION sign_in_events_place();
--> statement-breakpoint
-- Backfill by the records' places now. The activity rollups' update triggers are held off: the
-- scope columns are not among what they count.
ALTER TABLE audit_log DISABLE TRIGGER activity_audit_update;
--> statement-breakpoint
ALTER TABLE sign_in_events DISABLE TRIGGER activity_sign_in_update;
--> statement-breakpoint
UPDATE audit_log a SET scope_district_id = p.district_id, scope_school_id = p.school_id
FROM (SELECT a2.id, h.district_id, h.school_id FROM audit_log a2
  CROSS JOIN LATERAL log_place(a2.entity, a2.entity_id, a2.actor_id) h) p
WHERE p.id = a.id AND (p.district_id IS NOT NULL OR p.school_id IS NOT NULL);
--> statement-breakpoint
UPDATE sign_in_events e SET scope_district_id = p.district_id, scope_school_id = p.school_id
FROM (SELECT e2.id, h.district_id, h.school_id FROM sign_in_events e2
  CROSS JOIN LATERAL log_place('user', e2.user_id::text, NULL) h) p
WHERE p.id = e.id AND (p.district_id IS NOT NULL OR p.school_id IS NOT NULL);
--> statement-breakpoint
ALTER TABLE audit_log ENABLE TRIGGER activity_audit_update;
--> statement-breakpoint
ALTER TABLE sign_in_events ENABLE TRIGGER activity_sign_in_update;
--> statement-breakpoint
CREATE INDEX "audit_log_scope_district_idx" ON "audit_log" USING btree ("scope_district_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_scope_school_idx" ON "audit_log" USING btree ("scope_school_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sign_in_events_scope_district_idx" ON "sign_in_events" USING btree ("scope_district_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sign_in_events_scope_school_idx" ON "sign_in_events" USING btree ("scope_school_id","created_at","id");
