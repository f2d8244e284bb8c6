/** The courses step: the platform-wide catalogue, matched by title, created empty, never deactivated; answers each course's id. */
import type { PlanContext } from './context';
import type { Orgs } from './orgs';

export function planCourses(ctx: PlanContext, { knownOrg }: Orgs) {
  const { state, records, snapshot, newId, writes, diff, fail, link, oldLocal, linkFields } = ctx;
  const catalogue = new Set(state.courses.map((c) => c.id));
  const courseByTitle = new Map<string, string>();
  for (const c of state.courses) if (!courseByTitle.has(c.name.toLowerCase())) courseByTitle.set(c.name.toLowerCase(), c.id);
  const courseOf = new Map<string, string>();
  for (const l of state.links) if (l.entity === 'course' && l.local_id && catalogue.has(l.local_id)) courseOf.set(l.sourced_id, l.local_id);
  for (const row of records.courses) {
    // Courses are never deactivated: a delta's tobedeleted course changes nothing, as a snapshot's absent one.
    if (row.status !== 'active' && !snapshot('courses')) {
      diff.unchanged('courses');
      continue;
    }
    if (!knownOrg(row.orgSourcedId)) fail('courses', row.line, 'orgSourcedId', `no org "${row.orgSourcedId}" in orgs.csv`);
    const linked = oldLocal('course', row.sourcedId);
    let id = linked && catalogue.has(linked) ? linked : (courseByTitle.get(row.title.toLowerCase()) ?? null);
    if (id === null) {
      id = newId();
      writes.insert('courses', { id, name: row.title });
      catalogue.add(id);
      courseByTitle.set(row.title.toLowerCase(), id);
      diff.note('courses', 'create', row.sourcedId, row.title);
    } else {
      const fields = linkFields('course', row.sourcedId, id);
      if (fields.length) diff.note('courses', 'update', row.sourcedId, row.title, fields);
      else diff.unchanged('courses');
    }
    courseOf.set(row.sourcedId, id);
    link('course', row.sourcedId, id, null);
  }
  return courseOf;
}
