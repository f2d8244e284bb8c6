/** Grade sections: one per school and grade level, named like the grade ("Grade 7"), created when a student or class first needs one. */
import type { PlanContext } from './context';

export function gradeSections(ctx: PlanContext) {
  const { state, newId, writes } = ctx;
  const gradeByLevel = new Map(state.grades.map((g) => [g.level, g]));
  const sectionByName = new Map(state.gradeSections.map((s) => [`${s.school_id}|${s.name}`, s.id as string]));
  const levelOfSection = new Map(state.gradeSections.map((s) => [s.id as string, state.grades.find((g) => g.id === s.grade_id)?.level]));
  /** The section of a grade level in a school: the record's own when it is of that level (a grade names no section), else the grade's. */
  const sectionFor = (schoolId: string, level: string, current?: unknown): string => {
    if (typeof current === 'string' && levelOfSection.get(current) === level) return current;
    const grade = gradeByLevel.get(level)!;
    const key = `${schoolId}|${grade.name}`;
    const found = sectionByName.get(key);
    if (found) return found;
    const id = newId();
    writes.insert('grade_sections', { id, school_id: schoolId, grade_id: grade.id, name: grade.name });
    sectionByName.set(key, id);
    return id;
  };
  return sectionFor;
}

export type SectionFor = ReturnType<typeof gradeSections>;
