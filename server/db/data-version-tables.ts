/**
 * Every table, by how its changes reach the data versions that validate the answers the server keeps
 * ready (migration 0023, ARCHITECTURE.md §19 "Answers kept ready"). A table is either tracked (its
 * triggers bump the versions of the schools its changed rows belong to, or the global row) or named
 * with the reason no cached answer can see its changes. `data-version-tables.test.ts` fails on a
 * table in neither list, and checks the database's triggers agree: a new table cannot make a cached
 * answer stale unnoticed.
 */

/** The all-zero id: the version of what belongs to no school. */
export const globalDataScope = '00000000-0000-0000-0000-000000000000';

/** Tracked tables and the schools a changed row bumps (the migration's `data_versions_track` calls). */
export const trackedTables: Record<string, string> = {
  districts: 'global',
  grades: 'global',
  courses: 'global',
  sections: 'global',
  contents: 'global',
  gradebook_templates: 'global',
  gradebook_attributes: 'global',
  schools: 'the school itself and the school of every class one of its students is in (a profile names the school)',
  grade_sections: 'its school, the school of every class given to it and of every class one of its students is in (a profile names it)',
  course_instances: 'its school',
  user_schools: 'its school',
  enrollments: "the class's school (global when the class went in the same statement)",
  progress: "the class's school (global when the class went in the same statement)",
  students: 'their school and the school of every class they are enrolled in',
  users:
    "the account's schools and its classes' schools (cached reads see accounts through user_schools), and a parent's children's schools and their classes' schools (a profile names the parents)",
  parent_students: "the child's school and the schools of the child's classes (a profile names the parents; migration 0024)",
  time_spent:
    "the account's own version row (its id), read only by the reads that show the account's own things (`Session.versions` after `|`; migration 0024)",
  announcements: 'the global row: written a few times a term, and shown by the clock too (the read names its expiry; migration 0026)',
  announcement_dismissals: "the account's own version row (its id), as `time_spent` (migration 0026)",
  notifications:
    "each recipient's own version row (its id), as `time_spent`: the fan-out, marking read, deleting (migration 0028); the notifications page compares only that row and the global one",
};

const derivedFromProgress =
  'a rollup written only by the triggers of progress and enrollments, in the statement that changed them: their bump (the same class, so the same school) covers it';
const notCachedAnalytics = 'an analytics or log rollup: read by the consoles and reports, none of them cached';

/** Tables no cached answer reads, or whose changes another tracked table's bump already covers. */
export const untrackedTables: Record<string, string> = {
  data_versions: 'the versions themselves',
  data_version_commits: "a writing transaction's mark for the commit-time bump of the versions",
  progress_rollups: derivedFromProgress,
  progress_item_rollups: derivedFromProgress,
  class_progress_totals: derivedFromProgress,
  class_completion_days: `${derivedFromProgress}; read only by the dashboard statistics (kept with an expiry: a rolling window)`,
  class_completion_weeks: notCachedAnalytics,
  user_activity_weeks: notCachedAnalytics,
  gradebook_score_weeks: notCachedAnalytics,
  gradebook_template_weeks: notCachedAnalytics,
  student_activity_years: notCachedAnalytics,
  user_time_weeks: notCachedAnalytics,
  school_time_weeks: notCachedAnalytics,
  school_people: notCachedAnalytics,
  enrolled_students: notCachedAnalytics,
  school_student_counts: notCachedAnalytics,
  school_grade_student_counts: notCachedAnalytics,
  log_place_counts: notCachedAnalytics,
  grade_scores: "a class's grades: read by its grade book, an audited read (never cached)",
  audit_log: 'written by every audited read; read by the log consoles and the access log, not cached',
  sign_in_events: 'the sign-in log: not cached',
  login_failures: 'the sign-in lockout',
  rate_limit_windows: 'request limits, counted before any cached answer is looked up',
  refresh_tokens: 'sessions: the session statement itself reads them on every request, before the cache',
  job_runs: 'scheduled job claims',
  bug_reports: 'the bug report console: not cached',
  error_reports: 'the crash reports: not cached',
  teacher_invitations: 'the invite console: not cached',
  roster_imports: 'roster import runs: their changes to students, classes and enrollments are tracked there',
  roster_links: 'roster import links: as roster_imports',
  roster_import_changes: 'roster import diffs: as roster_imports',
  roster_providers: 'the roster pull settings: not cached',
  family_summary_settings: 'the parent summaries: not cached',
  family_summary_sends: 'the parent summaries: not cached',
  sso_providers: 'single sign-on settings',
  sso_domains: 'single sign-on settings',
  sso_flows: 'single sign-on flows',
  sso_handoffs: 'single sign-on hand-offs',
};
