/**
 * The enrollments step: a teacher's is only a link (the class names its teacher), a student's is a
 * row. A delta removes only what it marks tobedeleted, and the enrollments of classes it removes.
 */
import type { LinkRow } from '../../repos/roster-enrollment-links';
import type { Classes } from './classes';
import { linkKey, type PlanContext } from './context';
import type { People } from './people';

export function planEnrollments(ctx: PlanContext, { people, studentsById }: People, { classOf, classesById, dropped }: Classes) {
  const {
    state,
    records,
    seen,
    snapshot,
    deleted,
    targetSchool,
    now,
    writes,
    diff,
    fail,
    oldLinks,
    newLinks,
    dropLinks,
    inScope,
    link,
    mayChange,
    linkFields,
  } = ctx;
  const enrolled = new Map(state.enrollments.map((e) => [`${e.course_instance_id}|${e.student_id}`, e]));
  const wanted = new Map<string, { sourcedId: string; line: number; label: string }>();
  const kept = new Set<string>();
  for (const row of records.enrollments) {
    if (row.status !== 'active') continue;
    const cls = classOf.get(row.classSourcedId);
    const person = people.get(row.userSourcedId);
    if (!cls) {
      if (!seen.classes.has(row.classSourcedId))
        fail('enrollments', row.line, 'classSourcedId', `no class "${row.classSourcedId}" in classes.csv`);
      continue;
    }
    if (!person) {
      if (!seen.users.has(row.userSourcedId)) fail('enrollments', row.line, 'userSourcedId', `no user "${row.userSourcedId}" in users.csv`);
      continue;
    }
    if (row.role === 'teacher') {
      const fields = linkFields('enrollment', row.sourcedId, cls.id);
      if (!oldLinks.has(linkKey('enrollment', row.sourcedId)))
        diff.note('enrollments', 'create', row.sourcedId, `${row.userSourcedId} teaches ${row.classSourcedId}`);
      else if (fields.length)
        diff.note('enrollments', 'update', row.sourcedId, `${row.userSourcedId} teaches ${row.classSourcedId}`, fields);
      else diff.unchanged('enrollments');
      link('enrollment', row.sourcedId, cls.id, { school: cls.schoolId, role: 'teacher', user: row.userSourcedId });
      kept.add(row.sourcedId);
      continue;
    }
    if (person.kind !== 'student') {
      fail('enrollments', row.line, 'role', `user "${row.userSourcedId}" is not a student`);
      continue;
    }
    const pair = `${cls.id}|${person.id}`;
    if (studentsById.has(person.id) && !mayChange.student.has(person.id) && !enrolled.has(pair)) {
      fail(
        'enrollments',
        row.line,
        'userSourcedId',
        `"${row.userSourcedId}" is a student outside your reach: only their school’s administrators enroll them`,
      );
      continue;
    }
    const earlier = wanted.get(pair);
    if (earlier) {
      fail(
        'enrollments',
        row.line,
        'userSourcedId',
        `"${row.userSourcedId}" is enrolled in "${row.classSourcedId}" already on line ${earlier.line}`,
      );
      continue;
    }
    wanted.set(pair, { sourcedId: row.sourcedId, line: row.line, label: `${row.userSourcedId} in ${row.classSourcedId}` });
    kept.add(row.sourcedId);
    // No data: a student enrollment's school is its class's (the link table's largest part, so kept lean).
    link('enrollment', row.sourcedId, pair, null);
  }
  for (const [pair, { sourcedId, label }] of wanted) {
    const old = oldLinks.get(linkKey('enrollment', sourcedId));
    if (!enrolled.has(pair)) {
      const [courseInstanceId, studentId] = pair.split('|') as [string, string];
      writes.insert('enrollments', { course_instance_id: courseInstanceId, student_id: studentId, created_at: now });
      diff.note('enrollments', old ? 'update' : 'create', sourcedId, label, old ? [{ field: 'pair', from: old.local_id, to: pair }] : []);
    } else if (!old || old.local_id !== pair)
      diff.note('enrollments', 'update', sourcedId, label, linkFields('enrollment', sourcedId, pair));
    else diff.unchanged('enrollments');
  }
  const isTeacherLink = (l: LinkRow) => l.data?.role === 'teacher';
  const enrollmentInScope = (l: LinkRow) =>
    isTeacherLink(l) ? inScope(l) : targetSchool === null || classesById.get(l.local_id?.split('|')[0] ?? '')?.school_id === targetSchool;
  const classOfLink = (l: LinkRow) => (isTeacherLink(l) ? l.local_id : l.local_id?.split('|')[0]) ?? '';
  // Removed: enrollments an earlier import linked and absent from a snapshot now (or moved), marked
  // tobedeleted, or of a class this import takes off the roster.
  for (const l of state.links) {
    if (l.entity !== 'enrollment' || kept.has(l.sourced_id) || !enrollmentInScope(l)) continue;
    if (!snapshot('enrollments') && !deleted.enrollments.has(l.sourced_id) && !dropped.has(classOfLink(l))) continue;
    dropLinks.add(linkKey('enrollment', l.sourced_id));
    const row = !isTeacherLink(l) && l.local_id ? enrolled.get(l.local_id) : undefined;
    if (row && !wanted.has(l.local_id!)) writes.delete('enrollments', row);
    diff.note('enrollments', 'deactivate', l.sourced_id, l.sourced_id);
  }
  for (const l of state.links) {
    if (l.entity !== 'enrollment' || !kept.has(l.sourced_id) || isTeacherLink(l) || !l.local_id) continue;
    const moved = newLinks.get(linkKey('enrollment', l.sourced_id))?.local_id !== l.local_id;
    const row = enrolled.get(l.local_id);
    if (moved && row && !wanted.has(l.local_id)) writes.delete('enrollments', row);
  }
}
