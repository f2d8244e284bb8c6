import { z } from 'zod';

/** Every role the product knows. Students have no login. */
export const roles = ['super-admin', 'district-admin', 'school-admin', 'teacher', 'parent'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;
/** Everyone with a school or district to look after: the staff roles. */
export const staffRoles = ['super-admin', 'district-admin', 'school-admin', 'teacher'] as const;
/** School admins and above. */
export const adminRoles = ['super-admin', 'district-admin', 'school-admin'] as const;

/** Ids are strings on the wire (UUIDs in the database). A malformed id is a 400, not a 404. */
export const idSchema = z.uuid({ error: 'must be a valid id' });
export const idParams = z.strictObject({ id: idSchema });

/** Error body of every non-2xx answer (ARCHITECTURE.md §2). */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Success envelope: `{ data, message? }`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** Request body of every paged list: page counted from 0. */
export const pageRequestSchema = z.strictObject({
  page: z.number().int().min(0).default(0),
  pageSize: z.number().int().min(1).max(500).default(20),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

/** Answer of every paged list. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** An ISO-8601 timestamp string. */
export const isoDate = z.string();

export const okSchema = z.object({ ok: z.literal(true) });
