/**
 * A OneRoster 1.2 delta against a roster already imported (for the bench): a share of its students
 * changes, a third each removed (tobedeleted, with their enrollments), renamed (carried without
 * roles: the plan keeps what it knows) and joined by a new student (roles.csv, no email, enrolled
 * in the classes of the student they are modelled on). Deterministic for the records given.
 */
import { strToU8, zipSync } from 'fflate';
import { csvText } from '../csv-write';
import { fileSpecs } from '../file-specs';
import { roles as rolesSpec, users12 } from '../oneroster-12';
import type { RosterRecords } from '../records';

export interface GeneratedDelta {
  zip: Uint8Array;
  counts: { removed: number; renamed: number; added: number; enrollments: number };
}

export function generateDelta12(records: RosterRecords, share = 0.02): GeneratedDelta {
  const students = records.users.filter((u) => u.role === 'student');
  const every = Math.max(3, Math.round(3 / share));
  const pick = (offset: number) => students.filter((_, i) => i % every === offset);
  const removed = pick(0);
  const renamed = pick(Math.floor(every / 3));
  const models = pick(Math.floor((2 * every) / 3));
  const enrollmentsOf = new Map<string, typeof records.enrollments>();
  for (const e of records.enrollments) enrollmentsOf.set(e.userSourcedId, [...(enrollmentsOf.get(e.userSourcedId) ?? []), e]);
  const stamp = '2026-11-26T08:00:00.000Z';
  const userRow = (u: (typeof students)[number], change: Record<string, string>) => ({
    sourcedId: u.sourcedId,
    status: 'active',
    dateLastModified: stamp,
    enabledUser: 'true',
    username: u.sourcedId,
    givenName: u.givenName,
    familyName: u.familyName,
    identifier: u.identifier,
    grades: u.grade.padStart(2, '0'),
    primaryOrgSourcedId: u.orgSourcedIds[0] ?? '',
    ...change,
  });
  const users = [
    ...removed.map((u) => userRow(u, { status: 'tobedeleted' })),
    ...renamed.map((u) => userRow(u, { familyName: `${u.familyName}-Renamed` })),
    ...models.map((u) => userRow(u, { sourcedId: `${u.sourcedId}-new`, username: `${u.sourcedId}-new`, identifier: `N${u.identifier}` })),
  ];
  const roles = models.map((u) => ({
    sourcedId: `role-${u.sourcedId}-new`,
    status: 'active',
    dateLastModified: stamp,
    userSourcedId: `${u.sourcedId}-new`,
    roleType: 'primary',
    role: 'student',
    orgSourcedId: u.orgSourcedIds[0] ?? '',
  }));
  const enrollments = [
    ...removed.flatMap((u) => (enrollmentsOf.get(u.sourcedId) ?? []).map((e) => ({ ...enrollmentRow(e, stamp), status: 'tobedeleted' }))),
    ...models.flatMap((u) =>
      (enrollmentsOf.get(u.sourcedId) ?? []).map((e) => ({
        ...enrollmentRow(e, stamp),
        sourcedId: `${e.sourcedId}-new`,
        userSourcedId: `${u.sourcedId}-new`,
      })),
    ),
  ];
  const manifest = [
    'propertyName,value',
    'manifest.version,1.0',
    'oneroster.version,1.2',
    ...['academicSessions', 'classes', 'courses', 'demographics', 'orgs', 'userProfiles'].map((f) => `file.${f},absent`),
    ...['enrollments', 'roles', 'users'].map((f) => `file.${f},delta`),
    'source.systemName,Bench SIS',
  ].join('\r\n');
  const zip = zipSync(
    {
      'manifest.csv': strToU8(`${manifest}\r\n`),
      'users.csv': strToU8(csvText(users12.columns, users)),
      'roles.csv': strToU8(csvText(rolesSpec.columns, roles)),
      'enrollments.csv': strToU8(csvText(fileSpecs.enrollments.columns, enrollments)),
    },
    { level: 6 },
  );
  return { zip, counts: { removed: removed.length, renamed: renamed.length, added: models.length, enrollments: enrollments.length } };
}

function enrollmentRow(e: RosterRecords['enrollments'][number], stamp: string): Record<string, string> {
  return {
    sourcedId: e.sourcedId,
    status: 'active',
    dateLastModified: stamp,
    classSourcedId: e.classSourcedId,
    schoolSourcedId: e.schoolSourcedId,
    userSourcedId: e.userSourcedId,
    role: e.role,
    primary: String(e.primary),
  };
}
