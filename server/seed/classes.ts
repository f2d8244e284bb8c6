import type { courseInstances, enrollments } from '../db/schema';
import { addMs, isoDay, schoolYearStart, setupDay } from './clock';
import type { CourseKey, Curriculum } from './curriculum';
import { gradeSectionOf, type Organisation, type SchoolKey } from './organisation';
import type { People, StudentRow } from './people';
import { id, rng } from './rng';

export type InstanceRow = typeof courseInstances.$inferInsert & { id: string; startDate: string };

export interface ClassSeed {
  instance: InstanceRow;
  course: CourseKey;
  students: StudentRow[];
  /** Index of the unit the class is working on at `asOf` (earlier units are mostly done). */
  currentUnit: number;
}

export interface Classes {
  classes: ClassSeed[];
  instances: InstanceRow[];
  enrollments: (typeof enrollments.$inferInsert)[];
}

/**
 * Who teaches what: teacher@ has three classes in school A and two in B, teacher2@ two in C;
 * teacher3@ and teacher4@ cover the remaining sections, so every student takes at least one course.
 */
const plan: { teacher: string; school: SchoolKey; section: string; course: CourseKey }[] = [
  { teacher: 'teacher', school: 'A', section: '6-A', course: 'foundations' },
  { teacher: 'teacher', school: 'A', section: '7-A', course: 'python' },
  { teacher: 'teacher', school: 'A', section: '8-A', course: 'web' },
  { teacher: 'teacher', school: 'B', section: '6-A', course: 'foundations' },
  { teacher: 'teacher', school: 'B', section: '7-A', course: 'python' },
  { teacher: 'teacher2', school: 'C', section: '7-A', course: 'python' },
  { teacher: 'teacher2', school: 'C', section: '8-A', course: 'web' },
  { teacher: 'teacher3', school: 'A', section: '6-B', course: 'foundations' },
  { teacher: 'teacher3', school: 'A', section: '7-B', course: 'python' },
  { teacher: 'teacher3', school: 'A', section: '8-B', course: 'web' },
  { teacher: 'teacher3', school: 'A', section: '8-A', course: 'algorithms' },
  { teacher: 'teacher4', school: 'B', section: '8-A', course: 'web' },
  { teacher: 'teacher4', school: 'C', section: '6-A', course: 'foundations' },
  { teacher: 'teacher4', school: 'C', section: '8-A', course: 'algorithms' },
];

export function buildClasses(org: Organisation, people: People, curriculum: Curriculum): Classes {
  const random = rng('classes');
  const classes = plan.map((p, n): ClassSeed => {
    const gradeSection = gradeSectionOf(org, p.school, p.section);
    const instance: InstanceRow = {
      id: id(`instance/${p.school}/${p.section}/${p.course}`),
      courseId: curriculum.courses[p.course].id,
      schoolId: org.schools[p.school].id,
      teacherId: people.userId(p.teacher),
      gradeSectionId: gradeSection.id,
      // Classes start on the first or second day of the school year.
      startDate: isoDay(addMs(schoolYearStart, (n % 2) * 24 * 3600 * 1000)),
      createdAt: setupDay,
    };
    const unitCount = curriculum.unitsOf(p.course).length;
    return {
      instance,
      course: p.course,
      students: people.students.filter((s) => s.gradeSectionId === gradeSection.id),
      currentUnit: Math.min(unitCount - 2, random.int(1, 3)),
    };
  });
  return {
    classes,
    instances: classes.map((c) => c.instance),
    enrollments: classes.flatMap((c) =>
      c.students.map((s) => ({
        courseInstanceId: c.instance.id,
        studentId: s.id,
        enrolledAt: new Date(`${c.instance.startDate}T08:00:00Z`),
      })),
    ),
  };
}
