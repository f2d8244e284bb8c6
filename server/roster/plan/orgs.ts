/** The orgs step: the district's own row and its schools, matched by link, then by name, else created. */
import { changedFields } from '../diff';
import type { PlanContext } from './context';

export function planOrgs(ctx: PlanContext) {
  const { state, records, seen, targetSchool, districtId, newId, writes, diff, fail, link, oldLocal, linkFields, linkedLocals } = ctx;
  const schoolsById = new Map(state.schools.map((s) => [s.id as string, s]));
  const orgs = new Map<string, { kind: 'district' | 'school'; id: string }>();
  for (const l of state.links) {
    if (l.entity !== 'org' || !l.local_id) continue;
    if (l.local_id === districtId && targetSchool === null) orgs.set(l.sourced_id, { kind: 'district', id: districtId });
    else if (schoolsById.has(l.local_id) && (targetSchool === null || l.local_id === targetSchool))
      orgs.set(l.sourced_id, { kind: 'school', id: l.local_id });
  }
  const districtRows = records.orgs.filter((o) => o.type === 'district');
  const schoolRows = records.orgs.filter((o) => o.type === 'school');
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
    if (schoolRows.length === 0) fail('orgs', 1, 'type', 'an import into one school needs that school’s row (type school)');
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
  const knownOrg = (sourcedId: string) => orgs.has(sourcedId) || seen.orgs.has(sourcedId);
  return { orgs, knownOrg };
}

export type Orgs = ReturnType<typeof planOrgs>;
