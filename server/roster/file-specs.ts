import type { RosterFile } from '@/contract/schemas/roster';
import {
  type ClassRecord,
  type CourseRecord,
  type EnrollmentRecord,
  enrollmentRoles,
  type OrgRecord,
  type RosterRecords,
  type SessionRecord,
  sessionTypes,
  type UserRecord,
  userRoles,
} from './records';
import type { RowCheck } from './row-check';

/** How one OneRoster file is read: its columns, the ones a header must have, and one row into a record (null: skipped). */
export interface FileSpec<R> {
  /** Every column the 1.1 binding defines, in its order (the export writes these). */
  columns: readonly string[];
  /**
   * The columns a header must have: those holding a value the import needs. Others may be left out
   * (read as blank), extra ones are ignored, and any order does.
   */
  required: readonly string[];
  read(check: RowCheck, line: number): R | null;
}

/** The columns every OneRoster file begins with, in both versions. */
export const head = ['sourcedId', 'status', 'dateLastModified'] as const;

/** users.csv's columns about the person, in both versions (1.1 puts `orgSourcedIds` and `role` before them, 1.2 adds its own after). */
export const personColumns = [
  'username',
  'userIds',
  'givenName',
  'familyName',
  'middleName',
  'identifier',
  'email',
  'sms',
  'phone',
  'agentSourcedIds',
  'grades',
  'password',
] as const;

/** People who sign in need an email (their invitation goes there); students, parents and guardians may have none. */
export const needsEmail = (role: string) => role === 'teacher' || role === 'administrator';
const base = (check: RowCheck, line: number) => ({ sourcedId: check.text('sourcedId', true), line, status: check.status() });

const orgs: FileSpec<OrgRecord> = {
  columns: [...head, 'name', 'type', 'identifier', 'parentSourcedId'],
  required: ['sourcedId', 'name', 'type'],
  read(check, line) {
    const record = base(check, line);
    const type = check.oneOfExtensible('type', ['department', 'school', 'district', 'local', 'state', 'national']);
    const name = check.text('name', true);
    // The levels above a district (and 1.2's `ext:` types) have no counterpart here: read, not imported. A department is its school's.
    if (type !== 'district' && type !== 'school' && type !== 'department') return null;
    return { ...record, type, name, identifier: check.text('identifier'), parentSourcedId: check.text('parentSourcedId') };
  },
};

const academicSessions: FileSpec<SessionRecord> = {
  columns: [...head, 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
  /*
   * Type and schoolYear are only kept for the export. A blank type is a term (edu_ext_oneroster, the
   * Ed-Fi export, leaves it blank until its crosswalk is filled in); schoolYear (1.1's, not 1.0's) left
   * out or blank is the year the session ends in, as the binding counts it.
   */
  required: ['sourcedId', 'title', 'startDate', 'endDate'],
  read(check, line) {
    const record = base(check, line);
    const title = check.text('title', true);
    // 1.2's `ext:` types are kept as terms (a class names its sessions as its terms).
    const extensible = check.oneOfExtensible('type', sessionTypes, false);
    const type = extensible.startsWith('ext:') ? 'term' : (extensible as SessionRecord['type'] | '');
    const startDate = check.date('startDate');
    const endDate = check.date('endDate');
    if (check.ok && endDate < startDate) check.fail('endDate', `ends (${endDate}) before it starts (${startDate})`);
    const schoolYear = check.text('schoolYear') || endDate.slice(0, 4);
    if (schoolYear !== '' && !/^\d{4}$/.test(schoolYear)) check.fail('schoolYear', `must be a year such as 2026 (found "${schoolYear}")`);
    return { ...record, title, type: type || 'term', startDate, endDate, parentSourcedId: check.text('parentSourcedId'), schoolYear };
  },
};

const courses: FileSpec<CourseRecord> = {
  columns: [...head, 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId', 'subjects', 'subjectCodes'],
  required: ['sourcedId', 'title', 'orgSourcedId'],
  read(check, line) {
    return {
      ...base(check, line),
      title: check.text('title', true),
      courseCode: check.text('courseCode'),
      orgSourcedId: check.text('orgSourcedId', true),
      schoolYearSourcedId: check.text('schoolYearSourcedId'),
      grade: check.knownGrade('grades'),
    };
  },
};

const classes: FileSpec<ClassRecord> = {
  columns: [
    ...head,
    'title',
    'grades',
    'courseSourcedId',
    'classCode',
    'classType',
    'location',
    'schoolSourcedId',
    'termSourcedIds',
    'subjects',
    'subjectCodes',
    'periods',
  ],
  // termSourcedIds may be left blank (bergerb/OneRosterSampleDataGenerator writes it so): the class then runs in its course's school year.
  required: ['sourcedId', 'title', 'courseSourcedId', 'schoolSourcedId'],
  read(check, line) {
    const record = base(check, line);
    check.oneOfExtensible('classType', ['homeroom', 'scheduled'], false);
    return {
      ...record,
      title: check.text('title', true),
      // Optional in both versions; its first K–12 grade, else (none, or only PK, UG, 13…) its course's or its students' (plan/classes.ts).
      grade: check.knownGrade('grades'),
      courseSourcedId: check.text('courseSourcedId', true),
      schoolSourcedId: check.text('schoolSourcedId', true),
      termSourcedIds: check.list('termSourcedIds'),
    };
  },
};

const users: FileSpec<UserRecord> = {
  columns: [...head, 'enabledUser', 'orgSourcedIds', 'role', ...personColumns],
  required: ['sourcedId', 'orgSourcedIds', 'role', 'givenName', 'familyName'],
  read(check, line) {
    const record = base(check, line);
    const role = check.oneOf('role', userRoles);
    const read: UserRecord = {
      ...record,
      // Required by the binding, often left blank: blank is enabled.
      enabledUser: check.boolean('enabledUser'),
      orgSourcedIds: check.list('orgSourcedIds', true),
      role: role || 'student',
      givenName: check.text('givenName', true),
      familyName: check.text('familyName', true),
      identifier: check.text('identifier'),
      email: check.email('email', needsEmail(role)),
      agentSourcedIds: check.list('agentSourcedIds'),
      grade: check.knownGrade('grades'),
    };
    return importedUser(read);
  },
};

const enrollments: FileSpec<EnrollmentRecord> = {
  columns: [...head, 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'],
  required: ['sourcedId', 'classSourcedId', 'userSourcedId', 'role'],
  read(check, line) {
    const record = base(check, line);
    const role = check.oneOf('role', enrollmentRoles);
    check.date('beginDate', false);
    check.date('endDate', false);
    const read: EnrollmentRecord = {
      ...record,
      classSourcedId: check.text('classSourcedId', true),
      schoolSourcedId: check.text('schoolSourcedId'),
      userSourcedId: check.text('userSourcedId', true),
      role: role || 'student',
      primary: check.boolean('primary', false, false),
    };
    // Only students and teachers have a counterpart in a class here: the other roles are read, not imported.
    return role === 'student' || role === 'teacher' ? read : null;
  },
};

/**
 * The user as imported, or null: aides, proctors and relatives have no role here (read, not
 * imported), nor has a parent or guardian without an email (nobody could invite them).
 */
export function importedUser(user: UserRecord): UserRecord | null {
  if (user.role === 'aide' || user.role === 'proctor' || user.role === 'relative') return null;
  if ((user.role === 'parent' || user.role === 'guardian') && user.email === '') return null;
  return user;
}

/** Every file's spec, by file (1.1; 1.2's users and roles: `oneroster-12.ts`). */
export const fileSpecs: { [F in RosterFile]: FileSpec<RosterRecords[F][number]> } = {
  orgs,
  academicSessions,
  courses,
  classes,
  users,
  enrollments,
};
