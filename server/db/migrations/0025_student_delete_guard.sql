-- Deleting students one statement at a time per row: 0022's BEFORE DELETE trigger took each student's
-- enrollments out in a DELETE of its own, and every such DELETE fires the statement triggers of
-- `enrollments` (the progress, item, completion-day, class-total and data-version rollups) even when
-- it deletes nothing. A roster import's rollback deletes its enrollments first (newest first), then
-- its students in batches: 40,000 empty DELETEs, ~4 ms each here, were most of its minute.
-- The DELETE now runs only when the student still has an enrollment (one probe of
-- `enrollments_student_idx`); what it does when it runs is unchanged.
CREATE OR REPLACE FUNCTION class_completion_days_student_deleting() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM enrollments WHERE student_id = OLD.id) THEN
    DELETE FROM enrollments WHERE student_id = OLD.id;
  END IF;
  RETURN OLD;
END
$$;
