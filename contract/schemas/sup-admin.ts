import { z } from 'zod';

export const districtSchema = z.object({ _id: z.string(), name: z.string(), schoolCount: z.number().int() });
export type District = z.infer<typeof districtSchema>;

export const schoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  _district: z.object({ _id: z.string(), name: z.string() }),
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
});
export type School = z.infer<typeof schoolSchema>;
