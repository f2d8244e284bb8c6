/**
 * The users step, first pass: who each row of users.csv is (a student or an account), matched by
 * link, student number or email; new people get their ids, and parents their children.
 */
import type { UserRecord } from '../records';
import type { PlanContext } from './context';
import type { Orgs } from './orgs';

export interface ResolvedUser {
  kind: 'student' | 'user';
  id: string;
  role: string;
  schoolId: string | null;
}

export function planPeople(ctx: PlanContext, { orgs, knownOrg }: Orgs) {
  const { state, records, seen, targetSchool, newId, fail, oldLocal, linkedLocals } = ctx;
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
  const schoolsOfUser = new Map<string, string[]>();
  for (const us of state.userSchools)
    if (targetSchool === null || us.school_id === targetSchool)
      schoolsOfUser.set(us.user_id as string, [...(schoolsOfUser.get(us.user_id as string) ?? []), us.school_id as string]);
  const taughtSchools = schoolsTaughtIn(ctx, orgs);
  for (const row of records.users) {
    // A 1.2 delta's user carried without roles keeps the role and schools the district knows.
    const known = row.rolesFromState ? people.get(row.sourcedId) : undefined;
    if (row.rolesFromState && !known) {
      // Removing someone never imported removes nothing.
      if (row.status !== 'active') continue;
      fail('users', row.line, 'sourcedId', 'roles.csv gives this user no role, and no earlier import knows them');
      continue;
    }
    const stateRole = known?.role ?? null;
    const stateSchools = known
      ? known.kind === 'student'
        ? [studentsById.get(known.id)!.school_id as string]
        : (schoolsOfUser.get(known.id) ?? [])
      : null;
    const unknown = row.orgSourcedIds.filter((o) => !knownOrg(o));
    for (const o of unknown) fail('users', row.line, 'orgSourcedIds', `no org "${o}" in orgs.csv`);
    const inFile = row.orgSourcedIds.filter((o) => seen.orgs.has(o) || orgs.has(o));
    const outside = inFile.filter((o) => !orgs.has(o));
    if (targetSchool !== null && outside.length && unknown.length === 0)
      fail('users', row.line, 'orgSourcedIds', 'an import into one school holds only that school’s people');
    // A department maps to its school (plan/orgs.ts): a person of two of its departments is once that school's.
    const named = stateSchools ?? [...new Set(row.orgSourcedIds.flatMap((o) => (orgs.get(o)?.kind === 'school' ? [orgs.get(o)!.id] : [])))];
    // A teacher filed under the district office only (PowerSchool's SchoolID 0) works in the schools of the classes the file has them teach.
    const schools = named.length === 0 && !stateSchools && row.role === 'teacher' ? (taughtSchools.get(row.sourcedId) ?? []) : named;
    const inDistrictOrg = row.orgSourcedIds.some((o) => orgs.get(o)?.kind === 'district');
    if (stateRole ? stateRole === 'student' : row.role === 'student') {
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
      stateRole ??
      (row.role === 'teacher'
        ? 'teacher'
        : row.role === 'administrator'
          ? schools.length === 0 && inDistrictOrg
            ? 'district-admin'
            : 'school-admin'
          : 'parent');
    if (row.email === '') {
      // Only a 1.2 delta's user without roles gets here without one (the reader asks it of the roles that sign in).
      fail('users', row.line, 'email', `is required: the ${role}'s account signs in with it`);
      continue;
    }
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
  return { people, imported, children, studentsById, usersById };
}

export type People = ReturnType<typeof planPeople>;

/** The schools of the active classes each teacher of the file's active teacher enrollments teaches, in file order. */
function schoolsTaughtIn({ records }: PlanContext, orgs: Orgs['orgs']): Map<string, string[]> {
  const schoolOfClass = new Map<string, string>();
  for (const c of records.classes) {
    const org = orgs.get(c.schoolSourcedId);
    if (c.status === 'active' && org?.kind === 'school') schoolOfClass.set(c.sourcedId, org.id);
  }
  const taught = new Map<string, string[]>();
  for (const e of records.enrollments) {
    const school = schoolOfClass.get(e.classSourcedId);
    if (e.role !== 'teacher' || e.status !== 'active' || !school) continue;
    const schools = taught.get(e.userSourcedId) ?? [];
    if (!schools.includes(school)) taught.set(e.userSourcedId, [...schools, school]);
  }
  return taught;
}
