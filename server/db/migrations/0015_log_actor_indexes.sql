-- A search of a district's or a school's log by actor (docs/ARCHITECTURE.md §16): the matching
-- accounts (trigram indexes of 0008) probe their rows of that place, instead of every row of the
-- place being joined to its actor and filtered (≈ 220,000 per district on the bench).
CREATE INDEX "audit_log_scope_district_actor_idx" ON "audit_log" USING btree ("scope_district_id","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_scope_school_actor_idx" ON "audit_log" USING btree ("scope_school_id","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "sign_in_events_scope_district_user_idx" ON "sign_in_events" USING btree ("scope_district_id","user_id","created_at");