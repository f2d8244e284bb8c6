/**
 * The heart of an import: the file's records against the district's current rows, answered as the
 * rows to write (with before and after images) and the dry run's diff. Pure: the dry run and the
 * apply (inside its transaction, against the data as it is then) run the same plan.
 * Mapping and semantics: docs/ARCHITECTURE.md, "Rostering".
 */
import type { RosterFile } from '@/contract/schemas/roster';
import type { RosterDiff } from '../repos/roster-diff';
import type { LinkRow } from '../repos/roster-enrollment-links';
import { foldEnrollmentLinks } from '../repos/roster-enrollment-links';
import type { DistrictState } from '../repos/roster-state';
import type { RowImage } from '../repos/roster-tables';
import { changedFields, DiffBuilder, type Field, sameJson } from './diff';
import { implicitLinks } from './implicit-links';
import type { RosterRecords, UserRecord } from './records';
import type { ErrorLog } from './row-check';
import { PlannedWrites } from './writes';

/** Stored for accounts an import creates: no password verifies against it (not an scrypt hash), so nobody signs in until invited. */
export const unusablePasswordHash = '!roster-import:no-password';

export interface PlanInput {
  records: RosterRecords;
  /** Every sourcedId present in each file, valid row or not (an invalid row is not "absent"). */
  seen: Record<RosterFile, Set<string>>;
  state: DistrictState;
  schoolId: string | null;
  /** The apply's time, for deactivations and new enrollments. */
  now: string;
  newId: () => string;
  errors: ErrorLog;
}

export interface RosterPlan {
  writes: PlannedWrites;
  diff: RosterDiff;
}

type Entity = 'org' | 'academicSession' | 'course' | 'class' | 'user' | 'enrollment';
const linkKey = (entity: Entity, sourcedId: string) => `${entity}\u0000${sourcedId}`;

interface ResolvedUser {
  kind: 'student' | 'user';
  id: string;
  role: string;
  schoolId: string | null;
}

export function planImport(input: PlanInput): RosterPlan {
  const { records, seen, state, schoolId: targetSchool, now, newId, errors } = input;
  const districtId = state.district.id;
  const writes = new PlannedWrites();
  const diff = new DiffBuilder();
  const fail = (file: RosterFile, line: number, column: string, message: string) =>
    errors.add({ file: `${file}.csv`, line, column, message });

  // A record no import linked is matched by the name its export gives it (implicit-links.ts): the round trip is a no-op.
  const implicit = implicitLinks(state, targetSchool);
  const oldLinks = new Map<string, LinkRow>([
    ...implicit,
    ...state.links.map((l) => [linkKey(l.entity as Entity, l.sourced_id), l] as const),
  ]);
  const newLinks = new Map<string, LinkRow>();
  const dropLinks = new Set<string>();
  const inScope = (l: LinkRow) => targetSchool === null || l.data?.school === targetSchool;
  const link = (entity: Entity, sourcedId: string, localId: string | null, data: Record<string, unknown> | null) =>
    newLinks.set(linkKey(entity, sourcedId), { entity, sourced_id: sourcedId, local_id: localId, data });
  const oldLocal = (entity: Entity, sourcedId: string) => oldLinks.get(linkKey(entity, sourcedId))?.local_id ?? null;
  /** The link's change, as a diff field, when the record is newly linked or linked elsewhere. */
  const linkFields = (entity: Entity, sourcedId: string, localId: string | null): Field[] => {
    const old = oldLinks.get(linkKey(entity, sourcedId));
    return old && old.local_id === localId ? [] : [{ field: 'sourcedId', from: old ? old.sourced_id : null, to: sourcedId }];
  };
  const linkedLocals = (entity: Entity) => new Set(state.links.filter((l) => l.entity === entity && l.local_id).map((l) => l.local_id!));
  // The scope gate (docs/ARCHITECTURE.md §17.1): what the importer may change, by the consoles' own rule.
  const mayChange = {
    account: new Set(state.importer.accounts),
    student: new Set(state.importer.students),
    class: new Set(state.importer.classes),
  };

  // ── orgs ──
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

  // ── academicSessions ── (kept only as links: the domain has no terms)
  const sessionStart = new Map<string, string>();
  for (const l of oldLinks.values()) if (l.entity === 'academicSession') sessionStart.set(l.sourced_id, String(l.data?.startDate ?? ''));
  for (const row of records.academicSessions) {
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
      if (l.entity !== 'academicSession' || seen.academicSessions.has(l.sourced_id)) continue;
      dropLinks.add(linkKey('academicSession', l.sourced_id));
      diff.note('academicSessions', 'deactivate', l.sourced_id, String(l.data?.title ?? l.sourced_id));
    }
  }

  // ── courses ── (the platform-wide catalogue: matched by title, created empty, never deactivated)
  const catalogue = new Set(state.courses.map((c) => c.id));
  const courseByTitle = new Map<string, string>();
  for (const c of state.courses) if (!courseByTitle.has(c.name.toLowerCase())) courseByTitle.set(c.name.toLowerCase(), c.id);
  const courseOf = new Map<string, string>();
  for (const l of state.links) if (l.entity === 'course' && l.local_id && catalogue.has(l.local_id)) courseOf.set(l.sourced_id, l.local_id);
  for (const row of records.courses) {
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

  // ── grade sections: one per school and grade level, named like the grade ("Grade 7") ──
  const gradeByLevel = new Map(state.grades.map((g) => [g.level, g]));
  const sectionByName = new Map(state.gradeSections.map((s) => [`${s.school_id}|${s.name}`, s.id as string]));
  const levelOfSection = new Map(state.gradeSections.map((s) => [s.id as string, state.grades.find((g) => g.id === s.grade_id)?.level]));
  /** The section of a grade level in a school: the record's own when it is of that level (a grade names no section), else the grade's. */
  const sectionFor = (schoolId: string, level: string, current?: unknown): string => {
    if (typeof current === 'string' && levelOfSection.get(current) === level) return current;
    const grade = gradeByLevel.get(level)!;
    const key = `${schoolId}|${grade.name}`;
    const found = sectionByName.get(key);
    if (found) return found;
    const id = newId();
    writes.insert('grade_sections', { id, school_id: schoolId, grade_id: grade.id, name: grade.name });
    sectionByName.set(key, id);
    return id;
  };

  // ── users, pass 1: who each row is (a student or an account), matched by link, student number or email ──
  const studentsById = new Map(state.students.map((s) => [s.id as string, s]));
  const studentByNumber = new Map(state.students.map((s) => [`${s.school_id}|${s.student_number}`, s.id as string]));
  const usersById = new Map(state.users.map((u) => [u.id as string, u]));
  const userByEmail = new Map(state.users.map((u) => [u.email as string, u]));
  const linkedUsers = linkedLocals('user');
  const people = new Map<string, ResolvedUser>();
  for (const l of state.links) {
    if (l.entity !== 'user' || !l.local_id) continue;
    if (l.data?.kind === 'student' && studentsById.has(l.local_id))
      people.set(l.sourced_id, { kind: 'student', id: l.local_id, role: 'student', schoolId: String(l.data.school) });
    else if (usersById.has(l.local_id))
      people.set(l.sourced_id, { kind: 'user', id: l.local_id, role: String(usersById.get(l.local_id)!.role), schoolId: null });
  }
  const numbersInFile = new Map<string, number>();
  const emailsInFile = new Map<string, number>();
  const imported: Array<{ row: UserRecord; person: ResolvedUser | null; schools: string[]; role: string }> = [];
  for (const row of records.users) {
    const unknown = row.orgSourcedIds.filter((o) => !knownOrg(o));
    for (const o of unknown) fail('users', row.line, 'orgSourcedIds', `no org "${o}" in orgs.csv`);
    const inFile = row.orgSourcedIds.filter((o) => seen.orgs.has(o) || orgs.has(o));
    const outside = inFile.filter((o) => !orgs.has(o));
    if (targetSchool !== null && outside.length && unknown.length === 0)
      fail('users', row.line, 'orgSourcedIds', 'an import into one school holds only that school’s people');
    const schools = row.orgSourcedIds.flatMap((o) => (orgs.get(o)?.kind === 'school' ? [orgs.get(o)!.id] : []));
    const inDistrictOrg = row.orgSourcedIds.some((o) => orgs.get(o)?.kind === 'district');
    if (row.role === 'student') {
      const schoolId = schools[0];
      if (!schoolId) {
        if (unknown.length === 0) fail('users', row.line, 'orgSourcedIds', 'a student belongs to a school: name one');
        continue;
      }
      const number = row.identifier || row.sourcedId;
      const numberKey = `${schoolId}|${number}`;
      const earlier = numbersInFile.get(numberKey);
      if (earlier !== undefined) fail('users', row.line, 'identifier', `student number "${number}" is also on line ${earlier}`);
      numbersInFile.set(numberKey, row.line);
      const linked = oldLocal('user', row.sourcedId);
      let id = linked && studentsById.has(linked) ? linked : null;
      const holder = studentByNumber.get(numberKey);
      if (id === null && holder && !linkedUsers.has(holder)) id = holder;
      else if (holder && holder !== id)
        fail('users', row.line, 'identifier', `student number "${number}" belongs to another student of the school`);
      const person: ResolvedUser | null = id ? { kind: 'student', id, role: 'student', schoolId } : null;
      if (person) people.set(row.sourcedId, person);
      imported.push({ row, person, schools: [schoolId], role: 'student' });
      continue;
    }
    const role =
      row.role === 'teacher'
        ? 'teacher'
        : row.role === 'administrator'
          ? schools.length === 0 && inDistrictOrg
            ? 'district-admin'
            : 'school-admin'
          : 'parent';
    if (role === 'district-admin' && targetSchool !== null)
      fail('users', row.line, 'orgSourcedIds', 'district administrators are imported with the district, not into one school');
    if ((role === 'teacher' || role === 'school-admin') && schools.length === 0 && unknown.length === 0)
      fail('users', row.line, 'orgSourcedIds', `a ${row.role} belongs to a school: name one`);
    const earlier = emailsInFile.get(row.email);
    if (earlier !== undefined) fail('users', row.line, 'email', `"${row.email}" is also on line ${earlier}`);
    emailsInFile.set(row.email, row.line);
    const linked = oldLocal('user', row.sourcedId);
    let id = linked && usersById.has(linked) ? linked : null;
    const holder = userByEmail.get(row.email);
    if (holder && holder.id !== id) {
      if (!holder.in_district || holder.role === 'super-admin')
        fail('users', row.line, 'email', `"${row.email}" is already used by an account outside this district`);
      else if (id !== null || linkedUsers.has(holder.id as string))
        fail('users', row.line, 'email', `"${row.email}" is already used by another account`);
      else id = holder.id as string;
    }
    const existingRole = id ? String(usersById.get(id)!.role) : null;
    if (existingRole !== null && existingRole !== role) {
      fail(
        'users',
        row.line,
        'role',
        `the import never changes an account's role: this account is a ${existingRole}, the file makes it a ${role}`,
      );
      continue;
    }
    if (id === null && row.status === 'active' && row.enabledUser && !state.importer.creatableRoles.includes(role)) {
      fail('users', row.line, 'role', `you cannot create ${role} accounts: an administrator above you creates them`);
      continue;
    }
    const person: ResolvedUser | null = id ? { kind: 'user', id, role, schoolId: schools[0] ?? null } : null;
    if (person) people.set(row.sourcedId, person);
    imported.push({ row, person, schools, role });
  }
  // New rows get their ids now, so parents, classes and enrollments can refer to them.
  for (const entry of imported) {
    const active = entry.row.status === 'active' && entry.row.enabledUser;
    if (!entry.person && active) {
      entry.person = {
        kind: entry.role === 'student' ? 'student' : 'user',
        id: newId(),
        role: entry.role,
        schoolId: entry.schools[0] ?? null,
      };
      people.set(entry.row.sourcedId, entry.person);
    }
  }

  // Parents and their children, from either side's agentSourcedIds.
  const children = new Map<string, Set<string>>();
  const addChild = (parentId: string, studentId: string) => {
    const set = children.get(parentId) ?? new Set<string>();
    set.add(studentId);
    children.set(parentId, set);
  };
  for (const { row, person } of imported) {
    if (!person) continue;
    for (const agent of row.agentSourcedIds) {
      const other = people.get(agent);
      if (!other) {
        if (!seen.users.has(agent)) fail('users', row.line, 'agentSourcedIds', `no user "${agent}" in users.csv`);
        continue;
      }
      if (person.kind === 'user' && person.role === 'parent' && other.kind === 'student') addChild(person.id, other.id);
      else if (person.kind === 'student' && other.kind === 'user' && other.role === 'parent') addChild(other.id, person.id);
    }
  }

  // ── users, pass 2: the rows to write ──
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
    const linkData = { kind: person.kind, school: schools[0] ?? null };
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
    const wantedChildren = role === 'parent' ? (children.get(person.id) ?? new Set<string>()) : new Set<string>();
    const hadChildren = childrenOf.get(person.id) ?? [];
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
  for (const l of state.links) {
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

  // ── classes: course instances; the teacher is the class's primary teacher enrollment ──
  const teacherOf = new Map<string, { id: string; primary: boolean }>();
  for (const e of records.enrollments) {
    if (e.role !== 'teacher' || e.status !== 'active') continue;
    const person = people.get(e.userSourcedId);
    if (!person) {
      if (!seen.users.has(e.userSourcedId)) fail('enrollments', e.line, 'userSourcedId', `no user "${e.userSourcedId}" in users.csv`);
      continue;
    }
    if (person.kind !== 'user' || person.role !== 'teacher') {
      fail('enrollments', e.line, 'role', `user "${e.userSourcedId}" is not a teacher`);
      continue;
    }
    const current = teacherOf.get(e.classSourcedId);
    if (!current || (e.primary && !current.primary)) teacherOf.set(e.classSourcedId, { id: person.id, primary: e.primary });
  }
  const classesById = new Map(state.classes.map((c) => [c.id as string, c]));
  const classOf = new Map<string, { id: string; schoolId: string }>();
  for (const l of [...state.links, ...implicit.values()]) {
    const found = l.entity === 'class' && l.local_id ? classesById.get(l.local_id) : undefined;
    if (found && inScope(l)) classOf.set(l.sourced_id, { id: found.id as string, schoolId: found.school_id as string });
  }
  const classesInFile = new Set<string>();
  for (const row of records.classes) {
    if (row.status !== 'active') continue;
    classesInFile.add(row.sourcedId);
    const org = orgs.get(row.schoolSourcedId);
    const courseId = courseOf.get(row.courseSourcedId);
    const term = row.termSourcedIds.find((t) => sessionStart.get(t));
    const teacher = teacherOf.get(row.sourcedId);
    if (org?.kind !== 'school') {
      if (!seen.orgs.has(row.schoolSourcedId))
        fail('classes', row.line, 'schoolSourcedId', `no school "${row.schoolSourcedId}" in orgs.csv`);
      else if (!org) fail('classes', row.line, 'schoolSourcedId', 'an import into one school holds only that school’s classes');
      else fail('classes', row.line, 'schoolSourcedId', `"${row.schoolSourcedId}" is not a school`);
    }
    if (!courseId && !seen.courses.has(row.courseSourcedId))
      fail('classes', row.line, 'courseSourcedId', `no course "${row.courseSourcedId}" in courses.csv`);
    if (!term && row.termSourcedIds.some((t) => !seen.academicSessions.has(t)))
      fail('classes', row.line, 'termSourcedIds', `no academic session "${row.termSourcedIds.join(',')}" in academicSessions.csv`);
    if (!teacher) fail('classes', row.line, 'sourcedId', 'the class has no teacher: enrollments.csv needs a teacher enrollment for it');
    if (org?.kind !== 'school' || !courseId || !term || !teacher) continue;
    const linked = classOf.get(row.sourcedId)?.id;
    if (linked && !mayChange.class.has(linked)) {
      fail('classes', row.line, 'sourcedId', 'this class is outside your reach: only its school’s administrators change it');
      continue;
    }
    const id = linked ?? newId();
    const after: RowImage = {
      id,
      course_id: courseId,
      school_id: org.id,
      teacher_id: teacher.id,
      grade_section_id: sectionFor(org.id, row.grade, linked ? classesById.get(linked)?.grade_section_id : undefined),
      start_date: sessionStart.get(term)!,
    };
    // The class's title and terms have no column here: the link keeps them for the export.
    const data = { school: org.id, title: row.title, terms: row.termSourcedIds.join(',') };
    const oldData = oldLinks.get(linkKey('class', row.sourcedId))?.data;
    const extra = linked && oldData ? changedFields(oldData as RowImage, data, ['title', 'terms']) : [];
    noteRow('classes', 'course_instances', row.sourcedId, row.title, linked ? classesById.get(linked) : undefined, after, null, extra);
    classOf.set(row.sourcedId, { id, schoolId: org.id });
    link('class', row.sourcedId, id, data);
  }
  for (const l of state.links) {
    if (l.entity !== 'class' || classesInFile.has(l.sourced_id) || !inScope(l)) continue;
    // The class stays (its progress and grades hang on it); it is no longer rostered, and its enrollments go below.
    dropLinks.add(linkKey('class', l.sourced_id));
    classOf.delete(l.sourced_id);
    diff.note('classes', 'deactivate', l.sourced_id, l.sourced_id);
  }

  // ── enrollments ──
  const enrolled = new Map(state.enrollments.map((e) => [`${e.course_instance_id}|${e.student_id}`, e]));
  const wanted = new Map<string, { sourcedId: string; line: number; label: string }>();
  const kept = new Set<string>();
  for (const row of records.enrollments) {
    if (row.status !== 'active') continue;
    const cls = classOf.get(row.classSourcedId);
    const person = people.get(row.userSourcedId);
    if (!cls) {
      if (!seen.classes.has(row.classSourcedId))
        fail('enrollments', row.line, 'classSourcedId', `no class "${row.classSourcedId}" in classes.csv`);
      continue;
    }
    if (!person) {
      if (!seen.users.has(row.userSourcedId)) fail('enrollments', row.line, 'userSourcedId', `no user "${row.userSourcedId}" in users.csv`);
      continue;
    }
    if (row.role === 'teacher') {
      const fields = linkFields('enrollment', row.sourcedId, cls.id);
      if (!oldLinks.has(linkKey('enrollment', row.sourcedId)))
        diff.note('enrollments', 'create', row.sourcedId, `${row.userSourcedId} teaches ${row.classSourcedId}`);
      else if (fields.length)
        diff.note('enrollments', 'update', row.sourcedId, `${row.userSourcedId} teaches ${row.classSourcedId}`, fields);
      else diff.unchanged('enrollments');
      link('enrollment', row.sourcedId, cls.id, { school: cls.schoolId, role: 'teacher', user: row.userSourcedId });
      kept.add(row.sourcedId);
      continue;
    }
    if (person.kind !== 'student') {
      fail('enrollments', row.line, 'role', `user "${row.userSourcedId}" is not a student`);
      continue;
    }
    const pair = `${cls.id}|${person.id}`;
    if (studentsById.has(person.id) && !mayChange.student.has(person.id) && !enrolled.has(pair)) {
      fail(
        'enrollments',
        row.line,
        'userSourcedId',
        `"${row.userSourcedId}" is a student outside your reach: only their school’s administrators enroll them`,
      );
      continue;
    }
    const earlier = wanted.get(pair);
    if (earlier) {
      fail(
        'enrollments',
        row.line,
        'userSourcedId',
        `"${row.userSourcedId}" is enrolled in "${row.classSourcedId}" already on line ${earlier.line}`,
      );
      continue;
    }
    wanted.set(pair, { sourcedId: row.sourcedId, line: row.line, label: `${row.userSourcedId} in ${row.classSourcedId}` });
    kept.add(row.sourcedId);
    // No data: a student enrollment's school is its class's (the link table's largest part, so kept lean).
    link('enrollment', row.sourcedId, pair, null);
  }
  for (const [pair, { sourcedId, label }] of wanted) {
    const old = oldLinks.get(linkKey('enrollment', sourcedId));
    if (!enrolled.has(pair)) {
      const [courseInstanceId, studentId] = pair.split('|') as [string, string];
      writes.insert('enrollments', { course_instance_id: courseInstanceId, student_id: studentId, created_at: now });
      diff.note('enrollments', old ? 'update' : 'create', sourcedId, label, old ? [{ field: 'pair', from: old.local_id, to: pair }] : []);
    } else if (!old || old.local_id !== pair)
      diff.note('enrollments', 'update', sourcedId, label, linkFields('enrollment', sourcedId, pair));
    else diff.unchanged('enrollments');
  }
  const isTeacherLink = (l: LinkRow) => l.data?.role === 'teacher';
  const enrollmentInScope = (l: LinkRow) =>
    isTeacherLink(l) ? inScope(l) : targetSchool === null || classesById.get(l.local_id?.split('|')[0] ?? '')?.school_id === targetSchool;
  // Full snapshot: enrollments an earlier import linked and absent now (or moved) are removed.
  for (const l of state.links) {
    if (l.entity !== 'enrollment' || kept.has(l.sourced_id) || !enrollmentInScope(l)) continue;
    dropLinks.add(linkKey('enrollment', l.sourced_id));
    const row = !isTeacherLink(l) && l.local_id ? enrolled.get(l.local_id) : undefined;
    if (row && !wanted.has(l.local_id!)) writes.delete('enrollments', row);
    diff.note('enrollments', 'deactivate', l.sourced_id, l.sourced_id);
  }
  for (const l of state.links) {
    if (l.entity !== 'enrollment' || !kept.has(l.sourced_id) || isTeacherLink(l) || !l.local_id) continue;
    const moved = newLinks.get(linkKey('enrollment', l.sourced_id))?.local_id !== l.local_id;
    const row = enrolled.get(l.local_id);
    if (moved && row && !wanted.has(l.local_id)) writes.delete('enrollments', row);
  }

  // ── the links themselves ── (stored with student enrollments folded per class: enrollment-links.ts)
  const finalLinks = new Map(oldLinks);
  for (const key of dropLinks) if (!newLinks.has(key)) finalLinks.delete(key);
  for (const [key, wantedLink] of newLinks) finalLinks.set(key, wantedLink);
  for (const [key, implied] of implicit) {
    const final = finalLinks.get(key);
    if (final && final.local_id === implied.local_id && sameJson(final.data, implied.data)) finalLinks.delete(key);
  }
  const storedKey = (l: LinkRow) => `${l.entity}\u0000${l.sourced_id}`;
  const storedBefore = new Map(state.storedLinks.map((l) => [storedKey(l), l]));
  const storedAfter = foldEnrollmentLinks(finalLinks.values());
  for (const wantedLink of storedAfter) {
    const after = { district_id: districtId, ...wantedLink };
    const old = storedBefore.get(storedKey(wantedLink));
    storedBefore.delete(storedKey(wantedLink));
    if (!old) writes.insert('roster_links', after);
    else if (old.local_id !== wantedLink.local_id || !sameJson(old.data, wantedLink.data))
      writes.update('roster_links', { district_id: districtId, ...old }, after);
  }
  for (const old of storedBefore.values()) writes.delete('roster_links', { district_id: districtId, ...old });
  return { writes, diff: diff.result() };

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

  /** Notes one record's create, update, deactivate or no change, and plans its row. */
  function noteRow(
    file: RosterFile,
    table: 'students' | 'users' | 'course_instances',
    sourcedId: string,
    label: string,
    before: RowImage | undefined,
    after: RowImage,
    inactiveColumn: string | null,
    extra: Field[],
    onInsert: RowImage = {},
  ) {
    if (!before) {
      writes.insert(table, { ...after, ...onInsert });
      diff.note(file, 'create', sourcedId, label);
      return;
    }
    const fields = changedFields(before, after, Object.keys(after));
    if (fields.length) writes.update(table, pick(before, Object.keys(after)), after);
    const all = [...fields, ...extra];
    if (!all.length) return diff.unchanged(file);
    const deactivating =
      inactiveColumn !== null && fields.some((f) => f.field === inactiveColumn && (f.from === null || f.from === 'false'));
    diff.note(file, deactivating ? 'deactivate' : 'update', sourcedId, label, all);
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

function pick(image: RowImage, columns: string[]): RowImage {
  return Object.fromEntries(columns.map((c) => [c, image[c] ?? null]));
}

/** An account's image without the columns the import does not write (the district flag, the password). */
function stripUser(user: RowImage): RowImage {
  return pick(user, ['id', 'email', 'name', 'role', 'district_id', 'disabled']);
}
