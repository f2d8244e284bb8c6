/** The users step, second pass: the rows to write for each person of users.csv, and the deactivation of linked people absent from it. */
import type { RowImage } from '../../repos/roster-tables';
import { changedFields } from '../diff';
import type { UserRecord } from '../records';
import { type PlanContext, pick } from './context';
import type { SectionFor } from './grade-sections';
import type { People } from './people';

/** Stored for accounts an import creates: no password verifies against it (not an scrypt hash), so nobody signs in until invited. */
export const unusablePasswordHash = '!roster-import:no-password';

export function planUsers(ctx: PlanContext, { imported, children, studentsById, usersById }: People, sectionFor: SectionFor) {
  const { state, seen, snapshot, targetSchool, districtId, now, writes, diff, fail, link, linkFields, inScope, mayChange, noteRow } = ctx;
  const userSchoolsOf = new Map<string, string[]>();
  for (const us of state.userSchools)
    userSchoolsOf.set(us.user_id as string, [...(userSchoolsOf.get(us.user_id as string) ?? []), us.school_id as string]);
  const childrenOf = new Map<string, string[]>();
  for (const ps of state.parentStudents)
    childrenOf.set(ps.parent_id as string, [...(childrenOf.get(ps.parent_id as string) ?? []), ps.student_id as string]);
  for (const { row, person, schools, role } of imported) {
    const label = `${row.givenName} ${row.familyName}`;
    if (!person) {
      diff.unchanged('users');
      continue;
    }
    const active = row.status === 'active' && row.enabledUser;
    // 1.2 roles beyond the one imported are kept with the link (the platform has one role per account).
    const linkData = { kind: person.kind, school: schools[0] ?? null, ...(row.otherRoles ? { otherRoles: row.otherRoles } : {}) };
    if (person.kind === 'student') {
      const old = studentsById.get(person.id);
      const after: RowImage = {
        id: person.id,
        school_id: schools[0]!,
        grade_section_id: row.grade
          ? sectionFor(schools[0]!, row.grade, old?.grade_section_id)
          : ((old?.grade_section_id as string | null) ?? null),
        first_name: row.givenName,
        last_name: row.familyName,
        student_number: row.identifier || row.sourcedId,
        deactivated_at: active ? null : ((old?.deactivated_at as string | null) ?? now),
      };
      if (old && !mayChange.student.has(person.id)) {
        outOfReach(row, 'sourcedId', 'this student', changedFields(old, after, Object.keys(after)).length > 0);
        continue;
      }
      link('user', row.sourcedId, person.id, linkData);
      noteRow('users', 'students', row.sourcedId, label, old, after, 'deactivated_at', linkFields('user', row.sourcedId, person.id));
      continue;
    }
    const old = usersById.get(person.id);
    const after: RowImage = {
      id: person.id,
      email: row.email,
      name: label,
      role,
      district_id: role === 'district-admin' ? districtId : null,
      disabled: !active,
    };
    const extra = linkFields('user', row.sourcedId, person.id);
    // The schools a teacher or school admin works in (within reach of this import), and a parent's children.
    const wantedSchools = role === 'teacher' || role === 'school-admin' ? new Set(schools) : new Set<string>();
    const hadSchools = (userSchoolsOf.get(person.id) ?? []).filter((s) => targetSchool === null || s === targetSchool);
    const wantedChildren = role === 'parent' ? new Set(children.get(person.id)) : new Set<string>();
    const hadChildren = childrenOf.get(person.id) ?? [];
    // A delta's parent row that names no children keeps those they have (their children's rows may name them).
    if (role === 'parent' && !snapshot('users') && row.agentSourcedIds.length === 0) for (const c of hadChildren) wantedChildren.add(c);
    if (old && !mayChange.account.has(person.id)) {
      const changes =
        changedFields(stripUser(old), after, Object.keys(after)).length > 0 ||
        !sameSet(hadSchools, wantedSchools) ||
        !sameSet(hadChildren, wantedChildren);
      outOfReach(row, 'email', `"${row.email}"`, changes);
      continue;
    }
    const foreignChild = [...wantedChildren].find((c) => studentsById.has(c) && !mayChange.student.has(c) && !hadChildren.includes(c));
    if (foreignChild) {
      fail('users', row.line, 'agentSourcedIds', 'a child named here is outside your reach: only their school’s administrators link them');
      continue;
    }
    link('user', row.sourcedId, person.id, linkData);
    const schoolChanges = syncPairs('user_schools', 'user_id', 'school_id', person.id, hadSchools, wantedSchools);
    if (schoolChanges) extra.push({ field: 'schools', from: [...hadSchools].sort().join(','), to: [...wantedSchools].sort().join(',') });
    if (syncPairs('parent_students', 'parent_id', 'student_id', person.id, hadChildren, wantedChildren))
      extra.push({ field: 'children', from: String(hadChildren.length), to: String(wantedChildren.size) });
    noteRow('users', 'users', row.sourcedId, label, old ? stripUser(old) : undefined, after, 'disabled', extra, {
      password_hash: unusablePasswordHash,
    });
  }
  // Full snapshot: people an earlier import linked (within this import's reach) and absent from the file are deactivated.
  for (const l of snapshot('users') ? state.links : []) {
    if (l.entity !== 'user' || !l.local_id || seen.users.has(l.sourced_id) || !inScope(l)) continue;
    // Never someone the importer may not change, whatever an earlier import linked.
    if (!mayChange.student.has(l.local_id) && !mayChange.account.has(l.local_id)) continue;
    const student = studentsById.get(l.local_id);
    if (l.data?.kind === 'student' && student) {
      if (student.deactivated_at === null) {
        writes.update('students', student, { ...student, deactivated_at: now });
        diff.note('users', 'deactivate', l.sourced_id, `${student.first_name} ${student.last_name}`, [
          { field: 'deactivated_at', from: null, to: now },
        ]);
      }
    } else {
      const user = usersById.get(l.local_id);
      if (user && user.disabled === false && l.data?.kind === 'user') {
        writes.update('users', stripUser(user), { ...stripUser(user), disabled: true });
        diff.note('users', 'deactivate', l.sourced_id, String(user.name), [{ field: 'disabled', from: 'false', to: 'true' }]);
      }
    }
  }

  /**
   * A row naming a record the importer may not change: unchanged it is only noted (no write, and no
   * link a later import could deactivate it by); any change is the row's error.
   */
  function outOfReach(row: UserRecord, column: string, what: string, changes: boolean) {
    if (changes)
      fail(
        'users',
        row.line,
        column,
        `${what} is outside your reach (it belongs to, or also works in, a school or district you do not administer, or is an administrator above you): only an administrator of all of it can change it`,
      );
    else diff.unchanged('users');
  }

  /** Plans the pair rows (user_schools, parent_students) of one owner so that it has exactly `wanted`; whether any changes. */
  function syncPairs(
    table: 'user_schools' | 'parent_students',
    ownerColumn: string,
    otherColumn: string,
    owner: string,
    had: string[],
    want: Set<string>,
  ) {
    let changed = false;
    for (const other of had)
      if (!want.has(other)) {
        writes.delete(table, { [ownerColumn]: owner, [otherColumn]: other });
        changed = true;
      }
    for (const other of want)
      if (!had.includes(other)) {
        writes.insert(table, { [ownerColumn]: owner, [otherColumn]: other });
        changed = true;
      }
    return changed;
  }
}

function sameSet(had: string[], want: Set<string>): boolean {
  return had.length === want.size && had.every((x) => want.has(x));
}

/** An account's image without the columns the import does not write (the district flag, the password). */
function stripUser(user: RowImage): RowImage {
  return pick(user, ['id', 'email', 'name', 'role', 'district_id', 'disabled']);
}
