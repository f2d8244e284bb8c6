/**
 * A delta's scope (issue 22, docs/ARCHITECTURE.md §10 "Delta figures"): the sourcedIds a file that
 * is no snapshot names, so the district state it is planned against can be only the rows they
 * touch (`loadDistrictState` with a scope) instead of the whole district. A file whose users,
 * classes or enrollments are a snapshot (bulk) has no scope: its absences need everything.
 * `delta-scope.test.ts` checks that the scoped plan equals the full one.
 */
import type { DeltaScope } from '../repos/roster-state';
import type { ReadRoster } from './read-roster';

export function deltaScope({ records, seen, modes }: Pick<ReadRoster, 'records' | 'seen' | 'modes'>): DeltaScope | null {
  if (modes.users === 'bulk' || modes.classes === 'bulk' || modes.enrollments === 'bulk') return null;
  const users = new Set(seen.users);
  for (const u of records.users) {
    users.add(u.sourcedId);
    for (const agent of u.agentSourcedIds) users.add(agent);
  }
  for (const e of records.enrollments) users.add(e.userSourcedId);
  const carriedClasses = new Set(seen.classes);
  for (const c of records.classes) carriedClasses.add(c.sourcedId);
  return {
    users: [...users],
    numbers: [...new Set(records.users.map((u) => u.identifier || u.sourcedId))],
    carriedClasses: [...carriedClasses],
    referredClasses: [...new Set(records.enrollments.map((e) => e.classSourcedId))],
    enrollments: [...new Set([...seen.enrollments, ...records.enrollments.map((e) => e.sourcedId)])],
  };
}
