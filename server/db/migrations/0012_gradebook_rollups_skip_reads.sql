-- Every audited read writes an audit row (docs/ARCHITECTURE.md §17.8), and every audit row ran the
-- statements of all three rollups fed by the audit log (0008): the active-user days, and the
-- gradebook score and template saves. Only gradebook saves feed the last two, so a statement whose
-- rows hold none now skips their two dynamic statements (planned anew at each run) and the deletes
-- after them. The rollups stay exact: a skipped statement would have added nothing.
CREATE OR REPLACE FUNCTION activity_audit_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  empty tid[];
  delta text;
  old_src text := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE 'old_rows' END;
  new_src text := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE 'new_rows' END;
  gradebook boolean;
BEGIN
  delta := concat_ws(' UNION ALL ', user_activity_audit_sql(old_src, -1), user_activity_audit_sql(new_src, 1));
  EXECUTE day_rollup_apply_sql('user_activity_weeks', 'user_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('user_activity_weeks', empty);
  -- The actions of gradebook_score_sql and gradebook_template_sql all start with 'gradebook.'.
  IF TG_OP = 'INSERT' THEN
    gradebook := EXISTS (SELECT 1 FROM new_rows WHERE action LIKE 'gradebook.%');
  ELSIF TG_OP = 'DELETE' THEN
    gradebook := EXISTS (SELECT 1 FROM old_rows WHERE action LIKE 'gradebook.%');
  ELSE
    gradebook := EXISTS (SELECT 1 FROM old_rows WHERE action LIKE 'gradebook.%')
      OR EXISTS (SELECT 1 FROM new_rows WHERE action LIKE 'gradebook.%');
  END IF;
  IF NOT gradebook THEN
    RETURN NULL;
  END IF;
  delta := concat_ws(' UNION ALL ', gradebook_score_sql(old_src, -1), gradebook_score_sql(new_src, 1));
  EXECUTE day_rollup_apply_sql('gradebook_score_weeks', 'actor_id, course_instance_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('gradebook_score_weeks', empty);
  delta := concat_ws(' UNION ALL ', gradebook_template_sql(old_src, -1), gradebook_template_sql(new_src, 1));
  EXECUTE day_rollup_apply_sql('gradebook_template_weeks', 'actor_id', delta) INTO empty;
  PERFORM day_rollup_drop_empty('gradebook_template_weeks', empty);
  RETURN NULL;
END
$$;
