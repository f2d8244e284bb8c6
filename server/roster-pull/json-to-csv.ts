/**
 * The JSON resources of a OneRoster REST provider as the CSV binding's rows, so a pull goes through
 * the very reader, validation, plan, dry run and apply of a CSV upload (`server/roster/`): v1p1 as
 * OneRoster 1.1 CSV, v1p2 as 1.2 CSV (users.csv without roles, and roles.csv, which the reader folds
 * into the 1.1 user record). The REST binding names references as `{ sourcedId }` objects and lists
 * as arrays where the CSV binding has `…SourcedId(s)` columns and comma-separated cells.
 */
import { strToU8, zipSync } from 'fflate';
import { csvText } from '../roster/csv-write';
import { fileSpecs } from '../roster/file-specs';
import { roles as roles12, users12 } from '../roster/oneroster-12';
import type { JsonRecord, PullResource } from './provider-client';

type Row = Record<string, string>;

/** A scalar as its CSV cell ('' for anything else: a nested object never becomes text by accident). */
const cell = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
const ref = (value: unknown): string => (value && typeof value === 'object' ? cell((value as JsonRecord).sourcedId) : '');
const refs = (value: unknown): string => (Array.isArray(value) ? value.map(ref).filter(Boolean).join(',') : ref(value));
const list = (value: unknown): string => (Array.isArray(value) ? value.map(cell).filter(Boolean).join(',') : cell(value));

const head = (r: JsonRecord): Row => ({ sourcedId: cell(r.sourcedId), status: cell(r.status), dateLastModified: cell(r.dateLastModified) });

const org = (r: JsonRecord): Row => ({
  ...head(r),
  name: cell(r.name),
  type: cell(r.type),
  identifier: cell(r.identifier),
  parentSourcedId: ref(r.parent),
});

const session = (r: JsonRecord): Row => ({
  ...head(r),
  title: cell(r.title),
  type: cell(r.type),
  startDate: cell(r.startDate),
  endDate: cell(r.endDate),
  parentSourcedId: ref(r.parent),
  schoolYear: cell(r.schoolYear),
});

const course = (r: JsonRecord): Row => ({
  ...head(r),
  schoolYearSourcedId: ref(r.schoolYear),
  title: cell(r.title),
  courseCode: cell(r.courseCode),
  grades: list(r.grades),
  orgSourcedId: ref(r.org),
  subjects: list(r.subjects),
  subjectCodes: list(r.subjectCodes),
});

const klass = (r: JsonRecord): Row => ({
  ...head(r),
  title: cell(r.title),
  grades: list(r.grades),
  courseSourcedId: ref(r.course),
  classCode: cell(r.classCode),
  classType: cell(r.classType),
  location: cell(r.location),
  schoolSourcedId: ref(r.school),
  termSourcedIds: refs(r.terms),
  subjects: list(r.subjects),
  subjectCodes: list(r.subjectCodes),
  periods: list(r.periods),
});

/** Never a password: the CSV column exists, the product has no use for it, and it is not kept even for a moment. */
const person = (r: JsonRecord): Row => ({
  ...head(r),
  enabledUser: cell(r.enabledUser),
  username: cell(r.username),
  givenName: cell(r.givenName),
  familyName: cell(r.familyName),
  middleName: cell(r.middleName),
  identifier: cell(r.identifier),
  email: cell(r.email),
  sms: cell(r.sms),
  phone: cell(r.phone),
  agentSourcedIds: refs(r.agents),
  grades: list(r.grades),
});

const user11 = (r: JsonRecord): Row => ({ ...person(r), role: cell(r.role), orgSourcedIds: refs(r.orgs) });

const user12 = (r: JsonRecord): Row => ({
  ...person(r),
  primaryOrgSourcedId: ref(r.primaryOrg),
  preferredGivenName: cell(r.preferredFirstName ?? r.preferredGivenName),
  preferredFamilyName: cell(r.preferredLastName ?? r.preferredFamilyName),
});

/** A v1p2 user's `roles` as roles.csv rows; the REST binding gives them no sourcedId of their own, so one is made from the user's. */
const rolesOf = (r: JsonRecord): Row[] =>
  (Array.isArray(r.roles) ? (r.roles as JsonRecord[]) : []).map((role, index) => ({
    sourcedId: `${cell(r.sourcedId)}#role${index + 1}`,
    status: cell(r.status) || 'active',
    dateLastModified: cell(r.dateLastModified),
    userSourcedId: cell(r.sourcedId),
    roleType: cell(role.roleType),
    role: cell(role.role),
    orgSourcedId: ref(role.org),
    beginDate: cell(role.beginDate),
    endDate: cell(role.endDate),
  }));

const enrollment = (r: JsonRecord): Row => ({
  ...head(r),
  classSourcedId: ref(r.class),
  schoolSourcedId: ref(r.school),
  userSourcedId: ref(r.user),
  role: cell(r.role),
  primary: cell(r.primary),
  beginDate: cell(r.beginDate),
  endDate: cell(r.endDate),
});

export type PulledResources = Record<PullResource, JsonRecord[]>;

/**
 * The pulled records as a OneRoster CSV zip with its manifest: `bulk` (the provider's whole roster,
 * a snapshot) or `delta` (only what changed since the last applied pull).
 */
export function pulledZip(version: 'v1p1' | 'v1p2', resources: PulledResources, mode: 'bulk' | 'delta'): Buffer {
  const files: Record<string, string> = {
    'orgs.csv': csvText(fileSpecs.orgs.columns, resources.orgs.map(org)),
    'academicSessions.csv': csvText(fileSpecs.academicSessions.columns, resources.academicSessions.map(session)),
    'courses.csv': csvText(fileSpecs.courses.columns, resources.courses.map(course)),
    'classes.csv': csvText(fileSpecs.classes.columns, resources.classes.map(klass)),
    'enrollments.csv': csvText(fileSpecs.enrollments.columns, resources.enrollments.map(enrollment)),
  };
  if (version === 'v1p1') files['users.csv'] = csvText(fileSpecs.users.columns, resources.users.map(user11));
  else {
    files['users.csv'] = csvText(users12.columns, resources.users.map(user12));
    files['roles.csv'] = csvText(roles12.columns, resources.users.flatMap(rolesOf));
  }
  const manifest = [
    ['manifest.version', '1.0'],
    ['oneroster.version', version === 'v1p1' ? '1.1' : '1.2'],
    ['source.systemName', 'OneRoster REST pull'],
    ...Object.keys(files).map((name) => [`file.${name.replace(/\.csv$/, '')}`, mode]),
  ];
  files['manifest.csv'] = csvText(
    ['propertyName', 'value'],
    manifest.map(([propertyName, value]) => ({ propertyName: propertyName!, value: value! })),
  );
  return Buffer.from(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))));
}
