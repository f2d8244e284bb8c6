/**
 * OneRoster 1.2's people: users.csv without `role` or `orgSourcedIds`, and roles.csv giving each user
 * their roles, one per org. Folded here into the 1.1 user record the plan reads, so the plan knows
 * one shape: the primary role wins (a supported one: the first primary, else the first secondary),
 * its orgs are every org the user has that role in, and the other roles are kept on the link.
 */
import { type FileSpec, head, importedUser, needsEmail, personColumns } from './file-specs';
import type { RosterStatus, UserRecord } from './records';
import type { ErrorLog, RowCheck } from './row-check';

export const roleTypes12 = ['primary', 'secondary'] as const;
export const roles12 = [
  'aide',
  'counselor',
  'districtAdministrator',
  'guardian',
  'parent',
  'principal',
  'proctor',
  'relative',
  'siteAdministrator',
  'student',
  'systemAdministrator',
  'teacher',
] as const;
type Role12 = (typeof roles12)[number];

/**
 * A 1.2 role as the 1.1 vocabulary the plan maps; null: no counterpart here (read, not imported).
 * A principal administers their school; a system administrator is the SIS's, not a district's.
 */
const roleOf12: Record<Role12, UserRecord['role'] | null> = {
  aide: 'aide',
  counselor: null,
  districtAdministrator: 'administrator',
  guardian: 'guardian',
  parent: 'parent',
  principal: 'administrator',
  proctor: 'proctor',
  relative: 'relative',
  siteAdministrator: 'administrator',
  student: 'student',
  systemAdministrator: null,
  teacher: 'teacher',
};

/** A 1.2 user row: the 1.1 record without role and orgs, and the org the SIS calls primary. */
export type UserRow12 = Omit<UserRecord, 'role' | 'orgSourcedIds'> & { primaryOrgSourcedId: string };

export interface RoleRecord {
  sourcedId: string;
  line: number;
  status: RosterStatus;
  userSourcedId: string;
  primary: boolean;
  /** As written: one of 1.2's roles, or a deployment's extension (`ext:…`), which has no counterpart here. */
  role: Role12 | `ext:${string}`;
  orgSourcedId: string;
}

/** A role of roles.csv as the 1.1 role the plan maps; null: no counterpart here. */
const mapped = (role: RoleRecord['role']): UserRecord['role'] | null => (role.startsWith('ext:') ? null : roleOf12[role as Role12]);

export const users12: FileSpec<UserRow12> = {
  columns: [
    ...head,
    'enabledUser',
    ...personColumns,
    'userMasterIdentifier',
    'resourceSourcedIds',
    'preferredGivenName',
    'preferredMiddleName',
    'preferredFamilyName',
    'primaryOrgSourcedId',
    'pronouns',
  ],
  required: ['sourcedId', 'givenName', 'familyName'],
  read(check: RowCheck, line: number) {
    return {
      sourcedId: check.text('sourcedId', true),
      line,
      status: check.status(),
      enabledUser: check.boolean('enabledUser'),
      givenName: check.text('givenName', true),
      familyName: check.text('familyName', true),
      identifier: check.text('identifier'),
      // Whether it is needed depends on the role, which roles.csv gives (`usersFromRoles`).
      email: check.email('email', false),
      agentSourcedIds: check.list('agentSourcedIds'),
      grade: check.knownGrade('grades'),
      primaryOrgSourcedId: check.text('primaryOrgSourcedId'),
    };
  },
};

export const roles: FileSpec<RoleRecord> = {
  columns: [...head, 'userSourcedId', 'roleType', 'role', 'orgSourcedId', 'userProfileSourcedId', 'beginDate', 'endDate'],
  required: ['sourcedId', 'userSourcedId', 'roleType', 'role', 'orgSourcedId'],
  read(check: RowCheck, line: number) {
    const record = {
      sourcedId: check.text('sourcedId', true),
      line,
      status: check.status(),
      userSourcedId: check.text('userSourcedId', true),
      primary: check.oneOf('roleType', roleTypes12) === 'primary',
      role: check.oneOfExtensible('role', roles12) || 'student',
      orgSourcedId: check.text('orgSourcedId', true),
    };
    check.date('beginDate', false);
    check.date('endDate', false);
    return record;
  },
};

/**
 * The 1.2 users as 1.1 user records, their role and orgs from roles.csv. `seenUsers`: every
 * sourcedId of users.csv (a role of an invalid user row is not a second error). `delta`: users.csv
 * is a delta, so a user carried without roles keeps the role and schools the district knows.
 */
export function usersFromRoles(
  users: UserRow12[],
  roleRows: RoleRecord[],
  seenUsers: Set<string>,
  delta: boolean,
  errors: ErrorLog,
): UserRecord[] {
  const rolesOf = new Map<string, RoleRecord[]>();
  for (const role of roleRows) {
    if (!seenUsers.has(role.userSourcedId)) {
      errors.add({
        file: 'roles.csv',
        line: role.line,
        column: 'userSourcedId',
        message: delta
          ? `users.csv does not carry user "${role.userSourcedId}": a delta changes a user's roles together with their users.csv row`
          : `no user "${role.userSourcedId}" in users.csv`,
      });
      continue;
    }
    if (role.status !== 'active') continue;
    rolesOf.set(role.userSourcedId, [...(rolesOf.get(role.userSourcedId) ?? []), role]);
  }
  const read: UserRecord[] = [];
  for (const { primaryOrgSourcedId, ...user } of users) {
    const held = rolesOf.get(user.sourcedId) ?? [];
    if (held.length === 0) {
      // A delta's user (or anyone's removal) needs no role: the plan goes by the one it knows.
      if (delta || user.status !== 'active') read.push({ ...user, role: 'student', orgSourcedIds: [], rolesFromState: true });
      else
        errors.add({
          file: 'users.csv',
          line: user.line,
          column: 'sourcedId',
          message: 'the user has no role: roles.csv needs a row for them',
        });
      continue;
    }
    const ordered = [...held.filter((r) => r.primary), ...held.filter((r) => !r.primary)];
    const chosen = ordered.find((r) => mapped(r.role) !== null);
    if (!chosen) continue;
    const role = mapped(chosen.role)!;
    const same = ordered.filter((r) => mapped(r.role) === role);
    const orgs = [...new Set(same.map((r) => r.orgSourcedId))];
    if (orgs.includes(primaryOrgSourcedId)) orgs.sort((a, b) => Number(b === primaryOrgSourcedId) - Number(a === primaryOrgSourcedId));
    const otherRoles = ordered
      .filter((r) => mapped(r.role) !== role)
      .map((r) => `${r.role}@${r.orgSourcedId}`)
      .sort();
    if (needsEmail(role) && user.email === '') {
      errors.add({
        file: 'users.csv',
        line: user.line,
        column: 'email',
        message: `is required for a ${chosen.role} (their invitation goes there)`,
      });
      continue;
    }
    const record: UserRecord = { ...user, role, orgSourcedIds: orgs, ...(otherRoles.length ? { otherRoles } : {}) };
    const imported = importedUser(record);
    if (imported) read.push(imported);
  }
  return read;
}
