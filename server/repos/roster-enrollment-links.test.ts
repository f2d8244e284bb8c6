import { describe, expect, it } from 'vitest';
import { foldEnrollmentLinks, type LinkRow, unfoldEnrollmentLinks } from './roster-enrollment-links';

const student = (sourcedId: string, classId: string, studentId: string): LinkRow => ({
  entity: 'enrollment',
  sourced_id: sourcedId,
  local_id: `${classId}|${studentId}`,
  data: null,
});
const teacher: LinkRow = { entity: 'enrollment', sourced_id: 'enr-t', local_id: 'c1', data: { role: 'teacher', school: 's1', user: 't1' } };
const person: LinkRow = { entity: 'user', sourced_id: 'student-1', local_id: 'st1', data: { school: 's1' } };

describe('enrollment links, one stored row per class', () => {
  it('folds student enrollments per class with sorted keys, and leaves every other link as it is', () => {
    const rows = foldEnrollmentLinks([
      student('enr-b', 'c1', 'st2'),
      person,
      student('enr-a', 'c1', 'st1'),
      teacher,
      student('enr-c', 'c2', 'st1'),
    ]);
    expect(rows).toEqual([
      person,
      teacher,
      { entity: 'classEnrollments', sourced_id: 'c1', local_id: 'c1', data: { 'enr-a': 'st1', 'enr-b': 'st2' } },
      { entity: 'classEnrollments', sourced_id: 'c2', local_id: 'c2', data: { 'enr-c': 'st1' } },
    ]);
    expect(Object.keys(rows[2]!.data!)).toEqual(['enr-a', 'enr-b']);
  });

  it('unfolds what it folded, link for link', () => {
    const links = [person, teacher, student('enr-a', 'c1', 'st1'), student('enr-b', 'c1', 'st2'), student('enr-c', 'c2', 'st1')];
    const byKey = (l: LinkRow) => `${l.entity}/${l.sourced_id}`;
    expect(unfoldEnrollmentLinks(foldEnrollmentLinks(links)).map(byKey).sort()).toEqual(links.map(byKey).sort());
    expect(unfoldEnrollmentLinks(foldEnrollmentLinks(links))).toEqual(expect.arrayContaining(links));
  });
});
