/**
 * Query keys of the student privacy screens. Not school-scoped: these admin endpoints take no
 * `schoolid`, the server answers within the admin's reach.
 */
export const privacyKeys = {
  all: ['privacy'] as const,
  studentLists: () => [...privacyKeys.all, 'students'] as const,
  students: (filter: StudentFilter) => [...privacyKeys.studentLists(), filter] as const,
  records: () => [...privacyKeys.all, 'record'] as const,
  record: (studentId: string) => [...privacyKeys.records(), studentId] as const,
  recordPage: (studentId: string, page: number) => [...privacyKeys.record(studentId), page] as const,
  policy: () => [...privacyKeys.all, 'policy'] as const,
};

/** What the student list shows: a search (name or student number) and a page from 0. */
export interface StudentFilter {
  search: string;
  page: number;
}
