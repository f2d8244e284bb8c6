import { z } from 'zod';

/** A parent's child, with the courses they take and how far they are. */
export const childSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  school: z.object({ _id: z.string(), name: z.string() }),
  gradeSection: z.object({ _id: z.string(), name: z.string() }).nullable(),
  courses: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      teacherName: z.string(),
      /** Completed content items / all content items, 0–100. */
      completion: z.number(),
      /** Mean score of graded items as a percentage, or null when nothing is graded yet. */
      averageScore: z.number().nullable(),
      lastActivityAt: z.string().nullable(),
    }),
  ),
});
export type Child = z.infer<typeof childSchema>;
