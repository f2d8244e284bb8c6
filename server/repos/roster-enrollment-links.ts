/**
 * Student enrollments are the largest part of a roster (five per student), so their links are
 * stored one row per class rather than one per enrollment: entity `classEnrollments`, sourced_id
 * and local_id the class's id, data `{ enrollmentSourcedId: studentId }`. That keeps a
 * 40,000-student district's links at ~60,000 rows instead of ~260,000, which is what made the
 * apply on PGlite slow. Everything else (the plan, the export) works with one link per
 * enrollment: this module unfolds the stored rows into those and folds them back.
 */
/** A roster link as stored (`roster_links`): which local record a OneRoster sourcedId became. */
export interface LinkRow {
  entity: string;
  sourced_id: string;
  local_id: string | null;
  data: Record<string, unknown> | null;
}

const perClass = 'classEnrollments';

/** A student enrollment's link: no data, local id `classId|studentId` (a teacher's has data and the class id). */
const isStudentEnrollment = (link: LinkRow) => link.entity === 'enrollment' && link.data === null && link.local_id?.includes('|');

/** The stored rows as one link per enrollment. */
export function unfoldEnrollmentLinks(stored: LinkRow[]): LinkRow[] {
  const links: LinkRow[] = [];
  for (const row of stored) {
    if (row.entity !== perClass) {
      links.push(row);
      continue;
    }
    for (const [sourcedId, studentId] of Object.entries(row.data ?? {}))
      links.push({ entity: 'enrollment', sourced_id: sourcedId, local_id: `${row.local_id}|${studentId}`, data: null });
  }
  return links;
}

/** One link per enrollment as the rows to store (student enrollments grouped per class, keys sorted). */
export function foldEnrollmentLinks(links: Iterable<LinkRow>): LinkRow[] {
  const rows: LinkRow[] = [];
  const byClass = new Map<string, Array<[string, string]>>();
  for (const link of links) {
    if (!isStudentEnrollment(link)) {
      rows.push(link);
      continue;
    }
    const [classId, studentId] = link.local_id!.split('|') as [string, string];
    const entries = byClass.get(classId);
    if (entries) entries.push([link.sourced_id, studentId]);
    else byClass.set(classId, [[link.sourced_id, studentId]]);
  }
  for (const [classId, entries] of byClass) {
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    rows.push({ entity: perClass, sourced_id: classId, local_id: classId, data: Object.fromEntries(entries) });
  }
  return rows;
}
