import type { auditLog } from '../db/schema';
import { addMs, asOf, daysBefore } from './clock';
import type { People } from './people';

type AuditRow = typeof auditLog.$inferInsert;

/**
 * Who read the demo parent's children's records in the last two weeks (their teacher, the school
 * admin, the parent), so the admins' record-access page and the export's access log show something.
 * Only reads those people may make: teacher@ teaches both children, admin@ runs their school.
 */
export function buildRecordReads(people: People): AuditRow[] {
  const reads: Array<[who: string, action: string, daysAgo: number]> = [
    ['teacher', 'student.read', 12],
    ['teacher', 'student.progress.read', 12],
    ['parent', 'student.export', 9],
    ['teacher', 'student.quiz_performance.read', 6],
    ['admin', 'student.access-log.read', 4],
    ['admin', 'student.export', 4],
    ['teacher', 'student.read', 1],
  ];
  return people.parentStudents.flatMap(({ studentId }, child) =>
    reads.map(([who, action, daysAgo], i) => ({
      actorId: people.userId(who),
      action,
      entity: 'student',
      entityId: studentId,
      // Minutes apart per child and read, so the log's order is the same in every database.
      at: addMs(daysBefore(asOf, daysAgo), (child * 10 + i) * 60_000),
    })),
  );
}
