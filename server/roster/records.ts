/** The OneRoster records an import reads (1.1, or 1.2 folded into the same shape), as the validators hand them on (only the fields the domain uses). */

export type RosterStatus = 'active' | 'tobedeleted';

interface Base {
  sourcedId: string;
  /** Line in its file (header = 1), for errors found later (references, conflicts). */
  line: number;
  status: RosterStatus;
}

export interface OrgRecord extends Base {
  name: string;
  /** A department belongs to the school its `parentSourcedId` names (its people are that school's). */
  type: 'district' | 'school' | 'department';
  identifier: string;
  parentSourcedId: string;
}

export const sessionTypes = ['term', 'gradingPeriod', 'schoolYear', 'semester'] as const;
export interface SessionRecord extends Base {
  title: string;
  type: (typeof sessionTypes)[number];
  startDate: string;
  endDate: string;
  parentSourcedId: string;
  schoolYear: string;
}

export interface CourseRecord extends Base {
  title: string;
  courseCode: string;
  orgSourcedId: string;
  /** The course's school year (a session): a class of it given without terms runs in it. */
  schoolYearSourcedId: string;
  /** The platform grade level of the course's first known grade, or '' (a class without grades takes its course's). */
  grade: string;
}

export interface ClassRecord extends Base {
  title: string;
  /** The platform grade level of the class's first grade (K, 1–12), or '' (optional: the plan finds one). */
  grade: string;
  courseSourcedId: string;
  schoolSourcedId: string;
  /** As written; may be empty (the class then runs in its course's school year, plan/classes.ts). */
  termSourcedIds: string[];
}

export const userRoles = ['administrator', 'aide', 'guardian', 'parent', 'proctor', 'relative', 'student', 'teacher'] as const;
export interface UserRecord extends Base {
  enabledUser: boolean;
  orgSourcedIds: string[];
  role: (typeof userRoles)[number];
  givenName: string;
  familyName: string;
  identifier: string;
  email: string;
  agentSourcedIds: string[];
  /** The platform grade level of the user's first grade, or '' (students only). */
  grade: string;
  /** 1.2: roles of roles.csv other than the one imported (`role@orgSourcedId`), kept on the link. */
  otherRoles?: string[];
  /** 1.2 delta: the user's row came without any role in roles.csv, so the plan keeps the role and schools it knows. */
  rolesFromState?: boolean;
}

/** 1.1 enrolls any role of users.csv (PowerSchool's export enrolls aides); 1.2 narrows it to administrator, proctor, student, teacher. */
export const enrollmentRoles = ['administrator', 'aide', 'guardian', 'parent', 'proctor', 'relative', 'student', 'teacher'] as const;
export interface EnrollmentRecord extends Base {
  classSourcedId: string;
  schoolSourcedId: string;
  userSourcedId: string;
  role: (typeof enrollmentRoles)[number];
  primary: boolean;
}

/** Every record of an import, per file, in file order. */
export interface RosterRecords {
  orgs: OrgRecord[];
  academicSessions: SessionRecord[];
  courses: CourseRecord[];
  classes: ClassRecord[];
  users: UserRecord[];
  enrollments: EnrollmentRecord[];
}
