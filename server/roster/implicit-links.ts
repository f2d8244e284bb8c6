/**
 * Round trip (docs/ARCHITECTURE.md §17.4): a record no import has linked is exported under a name
 * made from its local id (`localNames`), and that name links it implicitly, so the export imported
 * back matches every record and changes nothing. The exporter writes these names and the planner
 * reads them (`implicitLinks`); a link equal to its implicit one is never stored.
 */
import type { LinkRow } from '../repos/roster-enrollment-links';
import type { DistrictState } from '../repos/roster-state';
import type { RowImage } from '../repos/roster-tables';

/** The names an export gives records without a link. */
export const localNames = {
  /** A class's teacher enrollment. */
  teacherEnrollment: (classId: string) => `${classId}:teacher`,
  /** A student enrollment (also its local key). */
  studentEnrollment: (classId: string, studentId: string) => `${classId}|${studentId}`,
  /** The term a class starting on `startDate` is given (the domain keeps a class's start date, not its terms). */
  term: (startDate: string) => `term-${startDate}`,
  classTitle: (courseName: string, sectionName: string) => `${courseName} (${sectionName})`,
};

/** The academicSessions.csv row (without sourcedId and status) of a class start date's term: the school year it falls in. */
export function localTerm(startDate: string): Record<string, string> {
  const year = Number(startDate.slice(0, 4));
  const endYear = Number(startDate.slice(5, 7)) >= 7 ? year + 1 : year;
  return {
    title: `Classes from ${startDate}`,
    type: 'term',
    startDate,
    endDate: `${endYear}-06-30`,
    parentSourcedId: '',
    schoolYear: String(endYear),
  };
}

const key = (entity: string, sourcedId: string) => `${entity}\u0000${sourcedId}`;

/**
 * The stored link an export names each linked record by: the smallest sourcedId that links it (a
 * class's teacher enrollment is keyed `teacher:<classId>`, a student enrollment by its pair). The
 * exporter writes these names and `implicitLinks` expects them, so both read them here.
 */
export function exportedNames(links: LinkRow[]) {
  const first = new Map<string, LinkRow>();
  for (const l of [...links].sort((a, b) => (a.sourced_id < b.sourced_id ? -1 : a.sourced_id > b.sourced_id ? 1 : 0))) {
    if (!l.local_id) continue;
    const local = l.entity === 'enrollment' && l.data?.role === 'teacher' ? `teacher:${l.local_id}` : l.local_id;
    if (!first.has(key(l.entity, local))) first.set(key(l.entity, local), l);
  }
  return {
    /** Whether an import linked the record. */
    has: (entity: string, localKey: string) => first.has(key(entity, localKey)),
    /** The record's sourcedId in an export: its link's, else its local key. */
    sid: (entity: string, localKey: string) => first.get(key(entity, localKey))?.sourced_id ?? localKey,
    /** What the record's link keeps (a class's title and terms). */
    data: (entity: string, localKey: string) => first.get(key(entity, localKey))?.data,
  };
}

/**
 * The links the export's names imply for the records of `state` that have no stored link, keyed
 * by entity and sourcedId. `schoolId`: the import's school (null for the district), which bounds the
 * schools an account's link names, as the export of that scope would.
 */
export function implicitLinks(state: DistrictState, schoolId: string | null): Map<string, LinkRow> {
  const named = exportedNames(state.links);
  const sid = named.sid;
  const links = new Map<string, LinkRow>();
  const add = (entity: string, localKey: string, sourcedId: string, localId: string, data: Record<string, unknown> | null) => {
    if (!named.has(entity, localKey)) links.set(key(entity, sourcedId), { entity, sourced_id: sourcedId, local_id: localId, data });
  };
  const inScope = (school: unknown) => schoolId === null || school === schoolId;

  add('org', state.district.id, state.district.id, state.district.id, { kind: 'district' });
  for (const s of state.schools) add('org', String(s.id), String(s.id), String(s.id), { kind: 'school' });
  for (const c of state.courses) add('course', c.id, c.id, c.id, null);

  const courseName = new Map(state.courses.map((c) => [c.id, c.name]));
  const sectionName = new Map(state.gradeSections.map((s) => [String(s.id), String(s.name)]));
  for (const c of state.classes) {
    const id = String(c.id);
    if (!inScope(c.school_id)) continue;
    const start = String(c.start_date);
    if (!named.has('class', id)) {
      const term = localNames.term(start);
      if (!named.has('academicSession', term)) links.set(key('academicSession', term), sessionLink(term, start));
      add('class', id, id, id, {
        school: c.school_id,
        title: localNames.classTitle(courseName.get(String(c.course_id)) ?? '', sectionName.get(String(c.grade_section_id)) ?? ''),
        terms: term,
      });
    }
    add('enrollment', `teacher:${id}`, localNames.teacherEnrollment(id), id, {
      school: c.school_id,
      role: 'teacher',
      user: sid('user', String(c.teacher_id)),
    });
  }
  for (const e of state.enrollments) {
    const pair = localNames.studentEnrollment(String(e.course_instance_id), String(e.student_id));
    add('enrollment', pair, pair, pair, null);
  }

  for (const s of state.students) add('user', String(s.id), String(s.id), String(s.id), { kind: 'student', school: s.school_id });
  const schoolOfStudent = new Map(state.students.map((s) => [String(s.id), String(s.school_id)]));
  const accountSchools = new Map<string, string[]>();
  const addSchool = (userId: unknown, school: string | undefined) => {
    if (school === undefined || !inScope(school)) return;
    accountSchools.set(String(userId), [...(accountSchools.get(String(userId)) ?? []), school]);
  };
  for (const us of state.userSchools) addSchool(us.user_id, String(us.school_id));
  for (const ps of state.parentStudents) addSchool(ps.parent_id, schoolOfStudent.get(String(ps.student_id)));
  for (const u of state.users) {
    if (!u.in_district) continue;
    // The first of the account's schools in the export's order (by the schools' sourcedIds); none for a district admin.
    const schools = u.role === 'district-admin' ? [] : (accountSchools.get(String(u.id)) ?? []);
    const first = [...schools].sort((a, b) => (sid('org', a) < sid('org', b) ? -1 : sid('org', a) > sid('org', b) ? 1 : 0))[0];
    add('user', String(u.id), String(u.id), String(u.id), { kind: 'user', school: first ?? null });
  }
  return links;
}

function sessionLink(sourcedId: string, startDate: string): LinkRow {
  return { entity: 'academicSession', sourced_id: sourcedId, local_id: null, data: localTerm(startDate) as RowImage };
}
