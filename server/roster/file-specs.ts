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

/** How one OneRoster file is read: the header columns it must have, and one row into a record (null: skipped). */
export interface FileSpec<R> {
  columns: readonly string[];
  read(check: RowCheck, line: number): R | null;
}

const head = ['sourcedId', 'status', 'dateLastModified'] as const;
const base = (check: RowCheck, line: number) => ({ sourcedId: check.text('sourcedId', true), line, status: check.status() });

const orgs: FileSpec<OrgRecord> = {
  columns: [...head, 'name', 'type', 'identifier', 'parentSourcedId'],
  read(check, line) {
    const record = base(check, line);
    const type = check.oneOf('type', ['department', 'school', 'district', 'local', 'state', 'national']);
    const name = check.text('name', true);
    // Departments and the levels above a district have no counterpart here: read, not imported.
    if (type !== 'district' && type !== 'school') return null;
    return { ...record, type, name, identifier: check.text('identifier'), parentSourcedId: check.text('parentSourcedId') };
  },
};

const academicSessions: FileSpec<SessionRecord> = {
  columns: [...head, 'title', 'type', 'startDate', 'endDate', 'parentSourcedId', 'schoolYear'],
  read(check, line) {
    const record = base(check, line);
    const title = check.text('title', true);
    const type = check.oneOf('type', sessionTypes);
    const startDate = check.date('startDate');
    const endDate = check.date('endDate');
    if (check.ok && endDate < startDate) check.fail('endDate', `ends (${endDate}) before it starts (${startDate})`);
    const schoolYear = check.text('schoolYear', true);
    if (schoolYear !== '' && !/^\d{4}$/.test(schoolYear)) check.fail('schoolYear', `must be a year such as 2026 (found "${schoolYear}")`);
    return { ...record, title, type: type || 'term', startDate, endDate, parentSourcedId: check.text('parentSourcedId'), schoolYear };
  },
};

const courses: FileSpec<CourseRecord> = {
  columns: [...head, 'schoolYearSourcedId', 'title', 'courseCode', 'grades', 'orgSourcedId', 'subjects', 'subjectCodes'],
  read(check, line) {
    return {
      ...base(check, line),
      title: check.text('title', true),
      courseCode: check.text('courseCode'),
      orgSourcedId: check.text('orgSourcedId', true),
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
  read(check, line) {
    const record = base(check, line);
    check.oneOf('classType', ['homeroom', 'scheduled'], false);
    return {
      ...record,
      title: check.text('title', true),
      grade: check.grade('grades', true),
      courseSourcedId: check.text('courseSourcedId', true),
      schoolSourcedId: check.text('schoolSourcedId', true),
      termSourcedIds: check.list('termSourcedIds', true),
    };
  },
};

const users: FileSpec<UserRecord> = {
  columns: [
    ...head,
    'enabledUser',
    'orgSourcedIds',
    'role',
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
  ],
  read(check, line) {
    const record = base(check, line);
    const role = check.oneOf('role', userRoles);
    const signsIn = role === 'teacher' || role === 'administrator' || role === 'parent' || role === 'guardian';
    const read: UserRecord = {
      ...record,
      enabledUser: check.boolean('enabledUser', true),
      orgSourcedIds: check.list('orgSourcedIds', true),
      role: role || 'student',
      givenName: check.text('givenName', true),
      familyName: check.text('familyName', true),
      identifier: check.text('identifier'),
      // People who sign in need an email (their invitation goes there); students do not sign in.
      email: check.email('email', signsIn),
      agentSourcedIds: check.list('agentSourcedIds'),
      grade: check.grade('grades', false),
    };
    // Aides, proctors and relatives have no role here: read, not imported.
    return role === 'aide' || role === 'proctor' || role === 'relative' ? null : read;
  },
};

const enrollments: FileSpec<EnrollmentRecord> = {
  columns: [...head, 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'],
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
    return role === 'administrator' || role === 'proctor' ? null : read;
  },
};

/** Every file's spec, by file. */
export const fileSpecs: { [F in RosterFile]: FileSpec<RosterRecords[F][number]> } = {
  orgs,
  academicSessions,
  courses,
  classes,
  users,
  enrollments,
};
