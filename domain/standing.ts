import type { ChildCourseDetail } from '@/contract/schemas/parent';

/**
 * How a course is going, in words a parent reads at a glance rather than ratios. The grade is the
 * gradebook's total (the teacher's divisions), else the mean score of graded items:
 * - `starting`: nothing finished and nothing graded yet;
 * - `needs-help`: a grade below 60 %;
 * - `great`: a grade of 85 % or more;
 * - `on-track`: anything else (a grade in between, or work done and nothing graded yet).
 *
 * Shared by the parent portal (`src/features/parent/`) and the weekly family summary mail (`server/family-summary/`).
 */
export type Standing = 'great' | 'on-track' | 'needs-help' | 'starting';

export const needsHelpBelow = 60;
export const greatFrom = 85;

export function gradeOf(course: Pick<ChildCourseDetail, 'grades' | 'averageScore'>): number | null {
  return course.grades?.total ?? course.averageScore;
}

export function standingOf(course: Pick<ChildCourseDetail, 'grades' | 'averageScore' | 'itemsCompleted'>): Standing {
  const grade = gradeOf(course);
  if (grade === null) return course.itemsCompleted > 0 ? 'on-track' : 'starting';
  if (grade < needsHelpBelow) return 'needs-help';
  if (grade >= greatFrom) return 'great';
  return 'on-track';
}
