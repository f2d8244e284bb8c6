import { zipSync } from 'fflate';
import type { FileDownload } from '@/contract/schemas/files';
import { writeAudit } from '../access/audit';
import type { AuthUser } from '../auth/auth-user';
import type { Db } from '../db/client';
import { notFound } from '../lib/refusal';
import { exportRows } from '../repos/roster-export';
import { mayRosterTarget } from '../repos/roster-imports';
import { csvText } from './csv-write';
import { fileSpecs } from './file-specs';
import { exportedNames, localNames, localTerm } from './implicit-links';

/** Every file of the zip gets this time: the same data gives the same bytes. */
const fixedTime = new Date(Date.UTC(2000, 0, 1));

function csvFile(columns: readonly string[], rows: Array<Record<string, string>>): Uint8Array {
  const sorted = [...rows].sort((a, b) => (a.sourcedId! < b.sourcedId! ? -1 : a.sourcedId! > b.sourcedId! ? 1 : 0));
  return new TextEncoder().encode(csvText(columns, sorted));
}

const gradeCode = (level: string | null) => (level === null ? '' : level === 'K' ? 'KG' : level.padStart(2, '0'));
/**
 * The district's (or one school's) roster as a OneRoster 1.1 CSV zip: rows sorted by sourcedId, fixed
 * file order and timestamps, so the same data always gives the same bytes. A record an import linked
 * keeps its sourcedId (the smallest, when several name it); one without a link uses its local id.
 */
export async function exportRoster(db: Db, user: AuthUser, districtId: string, schoolId: string | null): Promise<FileDownload> {
  if (!(await mayRosterTarget(db, user, districtId, schoolId))) throw notFound('No such district or school');
  const data = await exportRows(db, districtId, schoolId);
  const named = exportedNames(data.links);
  const sid = named.sid;
  const districtSid = sid('org', data.district.id);

  const orgs = [
    { sourcedId: districtSid, status: 'active', name: data.district.name, type: 'district' },
    ...data.schools.map((s) => ({
      sourcedId: sid('org', s.id),
      status: 'active',
      name: s.name,
      type: 'school',
      parentSourcedId: districtSid,
    })),
  ];
  const sessions = data.links
    .filter((l) => l.entity === 'academicSession')
    .map((l) => ({
      sourcedId: l.sourced_id,
      status: 'active',
      ...Object.fromEntries(Object.entries(l.data ?? {}).map(([k, v]) => [k, String(v ?? '')])),
    }));
  // A class no import linked has a start date but no term: it gets its start date's term (implicit-links.ts).
  const linkedSessions = new Set(sessions.map((s) => s.sourcedId));
  for (const c of data.classes) {
    const term = localNames.term(c.start_date);
    if (named.has('class', c.id) || linkedSessions.has(term)) continue;
    linkedSessions.add(term);
    sessions.push({ sourcedId: term, status: 'active', ...localTerm(c.start_date) });
  }
  const courseIds = new Set(data.classes.map((c) => c.course_id));
  const courseNames = new Map(data.classes.map((c) => [c.course_id, c.course_name]));
  const courses = [...courseIds].map((id) => ({
    sourcedId: sid('course', id),
    status: 'active',
    title: courseNames.get(id)!,
    orgSourcedId: districtSid,
  }));
  const classes = data.classes.map((c) => {
    const extra = named.data('class', c.id);
    return {
      sourcedId: sid('class', c.id),
      status: 'active',
      title: String(extra?.title ?? localNames.classTitle(c.course_name, c.section)),
      grades: gradeCode(c.level),
      courseSourcedId: sid('course', c.course_id),
      classType: 'scheduled',
      schoolSourcedId: sid('org', c.school_id),
      termSourcedIds: String(extra?.terms ?? localNames.term(c.start_date)),
    };
  });
  const childrenOf = new Map<string, string[]>();
  const parentsOf = new Map<string, string[]>();
  // A parent belongs to their children's schools (OneRoster needs an org for every user).
  const familySchools = new Map<string, string[]>();
  const schoolOfStudent = new Map(data.students.map((s) => [s.id, s.school_id]));
  for (const p of data.parents) {
    childrenOf.set(p.parent_id, [...(childrenOf.get(p.parent_id) ?? []), sid('user', p.student_id)]);
    parentsOf.set(p.student_id, [...(parentsOf.get(p.student_id) ?? []), sid('user', p.parent_id)]);
    const school = schoolOfStudent.get(p.student_id);
    if (school) familySchools.set(p.parent_id, [...(familySchools.get(p.parent_id) ?? []), school]);
  }
  const list = (ids: string[] | undefined) => [...new Set(ids ?? [])].sort().join(',');
  const orgsOf = (u: (typeof data.users)[number]) =>
    u.role === 'district-admin'
      ? districtSid
      : list((u.role === 'parent' ? (familySchools.get(u.id) ?? []) : (u.schools ?? [])).map((s) => sid('org', s)));
  const users = [
    ...data.students.map((s) => ({
      sourcedId: sid('user', s.id),
      status: 'active',
      enabledUser: s.inactive ? 'false' : 'true',
      orgSourcedIds: sid('org', s.school_id),
      role: 'student',
      givenName: s.first_name,
      familyName: s.last_name,
      identifier: s.student_number,
      agentSourcedIds: list(parentsOf.get(s.id)),
      grades: gradeCode(s.level),
    })),
    ...data.users.map((u) => {
      const [givenName = '', ...rest] = u.name.split(' ');
      return {
        sourcedId: sid('user', u.id),
        status: 'active',
        enabledUser: u.disabled ? 'false' : 'true',
        orgSourcedIds: orgsOf(u),
        role: u.role === 'teacher' ? 'teacher' : u.role === 'parent' ? 'parent' : 'administrator',
        givenName,
        familyName: rest.join(' '),
        email: u.email,
        agentSourcedIds: list(childrenOf.get(u.id)),
      };
    }),
  ];
  const schoolOfClass = new Map(data.classes.map((c) => [c.id, c.school_id]));
  const enrollments = [
    ...data.classes.map((c) => ({
      sourcedId: named.has('enrollment', `teacher:${c.id}`) ? sid('enrollment', `teacher:${c.id}`) : localNames.teacherEnrollment(c.id),
      status: 'active',
      classSourcedId: sid('class', c.id),
      schoolSourcedId: sid('org', c.school_id),
      userSourcedId: sid('user', c.teacher_id),
      role: 'teacher',
      primary: 'true',
    })),
    ...data.enrollments.map((e) => {
      const pair = `${e.course_instance_id}|${e.student_id}`;
      return {
        sourcedId: sid('enrollment', pair),
        status: 'active',
        classSourcedId: sid('class', e.course_instance_id),
        schoolSourcedId: sid('org', schoolOfClass.get(e.course_instance_id) ?? ''),
        userSourcedId: sid('user', e.student_id),
        role: 'student',
        primary: 'false',
      };
    }),
  ];
  const manifest = new TextEncoder().encode(
    `${[
      'propertyName,value',
      'manifest.version,1.0',
      'oneroster.version,1.1',
      ...['academicSessions', 'classes', 'courses', 'enrollments', 'orgs', 'users'].map((f) => `file.${f},bulk`),
    ].join('\r\n')}\r\n`,
  );
  const zip = zipSync(
    {
      'manifest.csv': [manifest, { mtime: fixedTime }],
      'orgs.csv': [csvFile(fileSpecs.orgs.columns, orgs), { mtime: fixedTime }],
      'academicSessions.csv': [csvFile(fileSpecs.academicSessions.columns, sessions), { mtime: fixedTime }],
      'courses.csv': [csvFile(fileSpecs.courses.columns, courses), { mtime: fixedTime }],
      'classes.csv': [csvFile(fileSpecs.classes.columns, classes), { mtime: fixedTime }],
      'users.csv': [csvFile(fileSpecs.users.columns, users), { mtime: fixedTime }],
      'enrollments.csv': [csvFile(fileSpecs.enrollments.columns, enrollments), { mtime: fixedTime }],
    },
    { level: 6 },
  );
  await writeAudit(db, {
    actorId: user.id,
    action: 'roster.export',
    entity: schoolId ? 'school' : 'district',
    entityId: schoolId ?? districtId,
    meta: { students: data.students.length },
  });
  return { fileName: `oneroster-${schoolId ?? districtId}.zip`, contentType: 'application/zip', file: Buffer.from(zip).toString('base64') };
}
