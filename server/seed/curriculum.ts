import type { contents, courses, sections } from '../db/schema';
import { setupDay } from './clock';
import { algorithms } from './curriculum/algorithms';
import { foundations } from './curriculum/foundations';
import type { CourseSpec } from './curriculum/kinds';
import { python } from './curriculum/python';
import { web } from './curriculum/web';
import { id } from './rng';

export type CourseRow = typeof courses.$inferInsert & { id: string };
export type SectionRow = typeof sections.$inferInsert & { id: string };
export type ContentRow = typeof contents.$inferInsert & { id: string; maxScore: number | null; minutes: number };

export type CourseKey = 'foundations' | 'python' | 'web' | 'algorithms';
export const courseSpecs: Record<CourseKey, CourseSpec> = { foundations, python, web, algorithms };

export interface Curriculum {
  courses: Record<CourseKey, CourseRow>;
  sections: SectionRow[];
  contents: ContentRow[];
  /** Per course: its units in order, each with its content in order. */
  unitsOf(course: CourseKey): { section: SectionRow; items: ContentRow[] }[];
}

export function buildCurriculum(): Curriculum {
  const courseRows = {} as Record<CourseKey, CourseRow>;
  const sectionRows: SectionRow[] = [];
  const contentRows: ContentRow[] = [];
  const units = new Map<CourseKey, { section: SectionRow; items: ContentRow[] }[]>();

  for (const [key, spec] of Object.entries(courseSpecs) as [CourseKey, CourseSpec][]) {
    const courseId = id(`course/${key}`);
    courseRows[key] = { id: courseId, name: spec.name, description: spec.description, gradeBand: spec.gradeBand, createdAt: setupDay };
    const list: { section: SectionRow; items: ContentRow[] }[] = [];
    spec.units.forEach((unit, u) => {
      const section: SectionRow = {
        id: id(`section/${key}/${u}`),
        courseId,
        name: unit.name,
        description: unit.description,
        position: u + 1,
        level: unit.level,
      };
      const items = unit.items.map(
        (item, i): ContentRow => ({
          id: id(`content/${key}/${u}/${i}`),
          courseId,
          sectionId: section.id,
          kind: item.kind,
          title: item.title,
          body: item.body,
          position: i + 1,
          maxScore: item.maxScore,
          minutes: item.minutes,
        }),
      );
      sectionRows.push(section);
      contentRows.push(...items);
      list.push({ section, items });
    });
    units.set(key, list);
  }
  return { courses: courseRows, sections: sectionRows, contents: contentRows, unitsOf: (course) => units.get(course) ?? [] };
}
