import type { progress } from '../db/schema';
import type { ClassSeed } from './classes';
import { asOf, between, daysBefore } from './clock';
import type { ContentRow, Curriculum } from './curriculum';
import { id, type Rng, rng } from './rng';

export type ProgressRow = typeof progress.$inferInsert & { id: string };

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const hour = 3600 * 1000;

/** Quizzes come out a little lower than labs, which are done with help and time. */
const kindShift = { lesson: 0, activity: 0.04, lab: 0.02, quiz: -0.05 } as const;

/**
 * Progress the way a real class looks eleven weeks in: the class is part-way through one unit,
 * most students finished the earlier units (a few skipped an item), some are a unit ahead or
 * behind, scores follow each student's ability with some noise, and a few students have not been
 * active for a couple of weeks.
 */
export function buildProgress(classes: ClassSeed[], curriculum: Curriculum): ProgressRow[] {
  const rows: ProgressRow[] = [];
  for (const c of classes) {
    const random = rng(`progress/${c.instance.id}`);
    const units = curriculum.unitsOf(c.course);
    const start = new Date(`${c.instance.startDate}T09:00:00Z`);
    for (const student of c.students) {
      const ability = clamp(0.78 + random.normal() * 0.12, 0.42, 0.99);
      const pace = random.chance(0.15) ? 1 : random.chance(0.18) ? -1 : 0;
      const reached = clamp(c.currentUnit + pace, 0, units.length - 1);
      const lastActive = daysBefore(asOf, random.chance(0.12) ? random.int(9, 20) : random.next() * 5);

      // Which items this student finished, and the one they are working on.
      const done: ContentRow[] = [];
      let working: ContentRow | undefined;
      units.forEach(({ items }, u) => {
        if (u < reached) {
          for (const item of items) if (!random.chance(0.05)) done.push(item);
        } else if (u === reached) {
          const finished = Math.floor(items.length * (0.15 + random.next() * 0.7));
          done.push(...items.slice(0, finished));
          working = items[finished];
        }
      });

      done.forEach((item, k) => {
        const completedAt = new Date(between(start, lastActive, (k + 1) / done.length).getTime() - random.next() * 6 * hour);
        const seconds = timeOn(item, ability, random);
        rows.push({
          id: id(`progress/${c.instance.id}/${student.id}/${item.id}`),
          courseInstanceId: c.instance.id,
          studentId: student.id,
          contentId: item.id,
          status: 'completed',
          score: item.maxScore === null ? null : scoreFor(item, ability, random),
          timeSpentSeconds: seconds,
          startedAt: new Date(completedAt.getTime() - seconds * 1000 - random.int(0, 48) * hour),
          completedAt,
          updatedAt: completedAt,
        });
      });
      if (working) {
        const startedAt = new Date(lastActive.getTime() - random.next() * 20 * hour);
        rows.push({
          id: id(`progress/${c.instance.id}/${student.id}/${working.id}`),
          courseInstanceId: c.instance.id,
          studentId: student.id,
          contentId: working.id,
          status: 'in_progress',
          score: null,
          timeSpentSeconds: Math.round(timeOn(working, ability, random) * (0.2 + random.next() * 0.5)),
          startedAt,
          completedAt: null,
          updatedAt: startedAt,
        });
      }
    }
  }
  return rows;
}

/** Points out of the item's max score; whole points, never above the max. */
function scoreFor(item: ContentRow, ability: number, random: Rng): number {
  const fraction = clamp(ability + kindShift[item.kind] + random.normal() * 0.08, 0.25, 1);
  return Math.min(item.maxScore!, Math.round(fraction * item.maxScore!));
}

/** Seconds spent: around the expected minutes, longer for students who find it harder. */
function timeOn(item: ContentRow, ability: number, random: Rng): number {
  const factor = clamp(1 + random.normal() * 0.25 + (0.8 - ability) * 0.8, 0.4, 2.5);
  return Math.round(item.minutes * 60 * factor);
}
