/**
 * The academicSessions step: kept only as links (the domain has no terms); answers each session's
 * start date, for the classes. A district import drops the links of sessions gone from the file.
 */
import type { RowImage } from '../../repos/roster-tables';
import { changedFields, sameJson } from '../diff';
import { linkKey, type PlanContext } from './context';

export function planAcademicSessions(ctx: PlanContext) {
  const { records, gone, state, targetSchool, diff, oldLinks, dropLinks, link } = ctx;
  const sessionStart = new Map<string, string>();
  for (const l of oldLinks.values()) if (l.entity === 'academicSession') sessionStart.set(l.sourced_id, String(l.data?.startDate ?? ''));
  for (const row of records.academicSessions) {
    if (row.status !== 'active') continue;
    const data = {
      title: row.title,
      type: row.type,
      startDate: row.startDate,
      endDate: row.endDate,
      parentSourcedId: row.parentSourcedId,
      schoolYear: row.schoolYear,
    };
    const old = oldLinks.get(linkKey('academicSession', row.sourcedId));
    if (!old) diff.note('academicSessions', 'create', row.sourcedId, row.title);
    else if (!sameJson(old.data, data))
      diff.note(
        'academicSessions',
        'update',
        row.sourcedId,
        row.title,
        changedFields((old.data ?? {}) as RowImage, data as RowImage, Object.keys(data)),
      );
    else diff.unchanged('academicSessions');
    link('academicSession', row.sourcedId, null, data);
    sessionStart.set(row.sourcedId, row.startDate);
  }
  if (targetSchool === null) {
    for (const l of state.links) {
      if (l.entity !== 'academicSession' || !gone('academicSessions', l.sourced_id)) continue;
      dropLinks.add(linkKey('academicSession', l.sourced_id));
      diff.note('academicSessions', 'deactivate', l.sourced_id, String(l.data?.title ?? l.sourced_id));
    }
  }
  return sessionStart;
}
