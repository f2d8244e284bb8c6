import { z } from 'zod';
import { idSchema, isoDate } from '../http';
import { emailSchema } from './user';

/**
 * A list's status filter: active (not deactivated), deactivated, or both. Lists default to `all`, so
 * a deactivated district or school stays in view with its badge until it is reactivated or deleted.
 */
export const statusFilterSchema = z.enum(['active', 'deactivated', 'all']);
export type StatusFilter = z.infer<typeof statusFilterSchema>;
export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/**
 * The query string of an organisation list: a page (from 0), a search, a sort column of `sortKeys`
 * (the first is the default) and direction, the status filter. GET lists take it in the address, so
 * numbers are coerced from text.
 */
export function listQuerySchema<const K extends readonly [string, ...string[]]>(sortKeys: K) {
  return z.strictObject({
    page: z.coerce.number().int().min(0).max(100_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(500).default(20),
    q: z.string().trim().max(100).optional(),
    sort: z.enum(sortKeys).default(sortKeys[0]),
    dir: sortDirectionSchema.default('asc'),
    status: statusFilterSchema.default('all'),
  });
}

export const districtSortKeys = ['name', 'schoolCount', 'createdAt'] as const;
export type DistrictSortKey = (typeof districtSortKeys)[number];
export const districtListQuerySchema = listQuerySchema(districtSortKeys);

export const schoolSortKeys = ['name', 'district', 'city', 'studentCount', 'teacherCount', 'createdAt'] as const;
export type SchoolSortKey = (typeof schoolSortKeys)[number];
export const schoolListQuerySchema = listQuerySchema(schoolSortKeys).extend({
  /** Only the schools of this district (one the caller reaches; another answers an empty page). */
  districtId: idSchema.optional(),
});

export const accountSortKeys = ['name', 'email', 'createdAt'] as const;
export type AccountSortKey = (typeof accountSortKeys)[number];
export const districtAdminListQuerySchema = listQuerySchema(accountSortKeys).extend({ districtId: idSchema.optional() });
export const schoolAdminListQuerySchema = listQuerySchema(accountSortKeys).extend({ schoolId: idSchema.optional() });

export const districtSchema = z.object({
  _id: z.string(),
  name: z.string(),
  schoolCount: z.number().int(),
  createdAt: isoDate,
  /** Set while the district is deactivated: its people cannot sign in. */
  deactivatedAt: isoDate.nullable(),
});
export type District = z.infer<typeof districtSchema>;

export const schoolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  city: z.string().nullable(),
  _district: z.object({ _id: z.string(), name: z.string() }),
  studentCount: z.number().int(),
  teacherCount: z.number().int(),
  createdAt: isoDate,
  /** Set while the school is deactivated. */
  deactivatedAt: isoDate.nullable(),
});
export type School = z.infer<typeof schoolSchema>;

const name = z.string().trim().min(1, { error: 'Enter a name' }).max(200);

export const districtInputSchema = z.strictObject({ name });
export type DistrictInput = z.infer<typeof districtInputSchema>;

export const schoolCreateSchema = z.strictObject({
  name,
  city: z.string().trim().max(200).nullable().optional(),
  districtId: idSchema,
});
export type SchoolCreateInput = z.infer<typeof schoolCreateSchema>;
export const schoolUpdateSchema = z.strictObject({ name, city: z.string().trim().max(200).nullable().optional() });
export type SchoolUpdateInput = z.infer<typeof schoolUpdateSchema>;

/** Deactivate (`active: false`) or reactivate. */
export const activeInputSchema = z.strictObject({ active: z.boolean() });

/** What deleting a district or school would remove, asked before the delete; `blockedBy` says why it is refused. */
export const deletionPreviewSchema = z.object({
  name: z.string(),
  counts: z.object({
    schools: z.number().int(),
    classes: z.number().int(),
    gradeSections: z.number().int(),
    students: z.number().int(),
    teachers: z.number().int(),
    schoolAdmins: z.number().int(),
    districtAdmins: z.number().int(),
    invites: z.number().int(),
  }),
  /** Null when the delete may go ahead; otherwise what must happen first (the delete answers 409 with it). */
  blockedBy: z.string().nullable(),
});
export type DeletionPreview = z.infer<typeof deletionPreviewSchema>;

/** A district or school admin's account as the admin lists show it. */
export const adminAccountSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['district-admin', 'school-admin']),
  disabled: z.boolean(),
  createdAt: isoDate,
  _district: z.object({ _id: z.string(), name: z.string() }).nullable(),
  schools: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const districtAdminInputSchema = z.strictObject({ name, email: emailSchema, districtId: idSchema });
export type DistrictAdminInput = z.infer<typeof districtAdminInputSchema>;
export const schoolAdminInputSchema = z.strictObject({
  name,
  email: emailSchema,
  schoolIds: z.array(idSchema).min(1, { error: 'Choose at least one school' }).max(50),
});
export type SchoolAdminInput = z.infer<typeof schoolAdminInputSchema>;

/** A created account and its one-time password, which is shown once and never stored in clear. */
export const createdAccountSchema = z.object({ account: adminAccountSchema, temporaryPassword: z.string() });
