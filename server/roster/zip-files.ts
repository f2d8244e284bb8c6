/**
 * The entries of a roster zip that are read: the six files both versions share, manifest.csv, and
 * 1.2's roles.csv. Any other entry (demographics.csv, userProfiles.csv with its credentials, 1.2's
 * other files) is never inflated: the product needs none of it, and children's demographics are
 * not data to hold even for a moment.
 */
import { rosterFiles } from '@/contract/schemas/roster';
import { fileSpecs } from './file-specs';
import { roles, users12 } from './oneroster-12';

export const zipFiles = [...rosterFiles, 'manifest', 'roles'] as const;
export type ZipFile = (typeof zipFiles)[number];

/** The column names each file's header is matched to, whatever its case (both versions' users.csv). */
export const knownColumns: Record<ZipFile, readonly string[]> = {
  orgs: fileSpecs.orgs.columns,
  academicSessions: fileSpecs.academicSessions.columns,
  courses: fileSpecs.courses.columns,
  classes: fileSpecs.classes.columns,
  users: [...new Set([...fileSpecs.users.columns, ...users12.columns])],
  enrollments: fileSpecs.enrollments.columns,
  manifest: ['propertyName', 'value'],
  roles: roles.columns,
};

/**
 * OneRoster 1.0's names of columns 1.1 renamed (1.0 files are read as 1.1: OAT's 1.0 sample,
 * oat-sa/oneroster-import data/samples/oneRoster1.0, writes them), by file.
 */
export const formerColumns: Partial<Record<ZipFile, Readonly<Record<string, string>>>> = {
  courses: { schoolYearId: 'schoolYearSourcedId', grade: 'grades' },
  classes: { grade: 'grades', termSourcedId: 'termSourcedIds' },
  users: { userId: 'userIds', agents: 'agentSourcedIds' },
};
