/**
 * The orgs step: the district's own row and its schools, matched by link, then by name, else
 * created; a department is its school's (its people belong to that school). Schools are never
 * deactivated, so a delta's tobedeleted org changes nothing, as a snapshot's absent one does not.
 */
import { changedFields, sameJson } from '../diff';
import { linkKey, type PlanContext } from './context';

export function planOrgs(ctx: PlanContext) {
  const { state, records, seen, snapshot, targetSchool, districtId, newId, writes, diff, fail, link, oldLocal, linkFields, linkedLocals } =
    ctx;
  const schoolsById = new Map(state.schools.map((s) => [s.id as string, s]));
  const orgs = new Map<string, { kind: 'district' | 'school'; id: string }>();
  const inTarget = (schoolId: string) => targetSchool === null || schoolId === targetSchool;
  for (const l of state.links) {
    if (l.entity === 'org' && l.data?.kind === 'department' && schoolsById.has(String(l.data.school)) && inTarget(String(l.data.school)))
      orgs.set(l.sourced_id, { kind: 'school', id: String(l.data.school) });
    if (l.entity !== 'org' || !l.local_id) continue;
    if (l.local_id === districtId && targetSchool === null) orgs.set(l.sourced_id, { kind: 'district', id: districtId });
    else if (schoolsById.has(l.local_id) && (targetSchool === null || l.local_id === targetSchool))
      orgs.set(l.sourced_id, { kind: 'school', id: l.local_id });
  }
  const active = records.orgs.filter((o) => o.status === 'active');
  const districtRows = active.filter((o) => o.type === 'district');
  const schoolRows = active.filter((o) => o.type === 'school');
  for (const extra of districtRows.slice(1)) fail('orgs', extra.line, 'type', 'the file holds more than one district');
  const districtRow = districtRows[0];
  if (districtRow) {
    orgs.set(districtRow.sourcedId, { kind: 'district', id: districtId });
    // A school import never renames its district.
    if (targetSchool === null) {
      const before = { id: districtId, name: state.district.name };
      const after = { id: districtId, name: districtRow.name };
      const fields = changedFields(before, after, ['name']);
      if (fields.length) writes.update('districts', before, after);
      const all = [...fields, ...linkFields('org', districtRow.sourcedId, districtId)];
      if (all.length) diff.note('orgs', 'update', districtRow.sourcedId, districtRow.name, all);
      else diff.unchanged('orgs');
      link('org', districtRow.sourcedId, districtId, { kind: 'district' });
    }
  }
  if (targetSchool !== null) {
    if (schoolRows.length === 0 && snapshot('orgs'))
      fail('orgs', 1, 'type', 'an import into one school needs that school’s row (type school)');
    for (const extra of schoolRows.slice(1))
      fail('orgs', extra.line, 'sourcedId', 'an import into one school holds only that school: import other schools with the district');
  }
  const claimedSchools = linkedLocals('org');
  for (const row of targetSchool === null ? schoolRows : schoolRows.slice(0, 1)) {
    let id: string | null = targetSchool;
    if (id === null) {
      const linked = oldLocal('org', row.sourcedId);
      id = linked && schoolsById.has(linked) ? linked : null;
    }
    if (id === null) {
      const match = state.schools.find((s) => s.name === row.name && !claimedSchools.has(s.id as string));
      if (match) id = match.id as string;
    }
    if (id === null) {
      id = newId();
      writes.insert('schools', { id, district_id: districtId, name: row.name });
      diff.note('orgs', 'create', row.sourcedId, row.name);
    } else {
      const before = schoolsById.get(id)!;
      const after = { ...before, name: row.name };
      const fields = changedFields(before, after, ['name']);
      if (fields.length) writes.update('schools', before, after);
      const all = [...fields, ...linkFields('org', row.sourcedId, id)];
      if (all.length) diff.note('orgs', 'update', row.sourcedId, row.name, all);
      else diff.unchanged('orgs');
    }
    claimedSchools.add(id);
    link('org', row.sourcedId, id, { kind: 'school' });
    orgs.set(row.sourcedId, { kind: 'school', id });
  }
  planDepartments(ctx, orgs);
  const knownOrg = (sourcedId: string) => orgs.has(sourcedId) || seen.orgs.has(sourcedId);
  return { orgs, knownOrg };
}

export type Orgs = ReturnType<typeof planOrgs>;

/**
 * A department is its school's: found up its parentSourcedId chain (in the file, or linked by an
 * earlier import), linked without a local record ({ kind: 'department', school }). A department of
 * a school outside this import's school is left unmapped (its people are then refused as that
 * school's); one whose chain reaches no school is an error.
 */
function planDepartments(ctx: PlanContext, orgs: Map<string, { kind: 'district' | 'school'; id: string }>) {
  const { records, seen, diff, fail, link, oldLinks } = ctx;
  const inFile = new Map(records.orgs.map((o) => [o.sourcedId, o]));
  for (const row of records.orgs) {
    if (row.type !== 'department' || row.status !== 'active') continue;
    let parent = row.parentSourcedId;
    for (let depth = 0; depth < 8 && inFile.get(parent)?.type === 'department'; depth++) parent = inFile.get(parent)!.parentSourcedId;
    const school = orgs.get(parent);
    if (school?.kind === 'school') {
      const data = { kind: 'department', school: school.id };
      orgs.set(row.sourcedId, school);
      const old = oldLinks.get(linkKey('org', row.sourcedId));
      if (old && sameJson(old.data, data)) diff.unchanged('orgs');
      else
        diff.note('orgs', old ? 'update' : 'create', row.sourcedId, row.name, [
          { field: 'school', from: String(old?.data?.school ?? '') || null, to: school.id },
        ]);
      link('org', row.sourcedId, null, data);
    } else if (!seen.orgs.has(parent) && !orgs.has(parent))
      fail('orgs', row.line, 'parentSourcedId', `a department belongs to a school: no school "${parent}" in orgs.csv`);
  }
}
