import { z } from 'zod';
import { idSchema, roleSchema } from '../http';

export const schoolRefSchema = z.object({ _id: z.string(), name: z.string(), _district: z.string() });
export type SchoolRef = z.infer<typeof schoolRefSchema>;

/** The signed-in user, as login and current_user answer it. */
export const currentUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Schools this user works in (teachers, school admins, district admins: their district's schools). */
  schools: z.array(schoolRefSchema),
  /** The district of a district admin. */
  _district: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/**
 * An email address as people type or paste it: surrounding spaces are trimmed and letters
 * lower-cased before it is checked (a pasted "  Name@School.org " is the address, not an error,
 * and matches the account stored as name@school.org). Every email a request carries uses this, so
 * sign-in, invites, admin forms and the roster import (`row-check.ts`) all match emails the same way.
 */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  // What the OpenAPI document shows of the request side (the checks after the trim are not part of it).
  .meta({
    format: 'email',
    description: 'An email address; surrounding spaces are trimmed and letters lower-cased before it is checked.',
  })
  .pipe(z.email({ error: 'must be an email address' }).max(254));

export const credentialsSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, { error: 'is required' }).max(200),
});

export const tokenPairSchema = z.object({ token: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshRequestSchema = z.strictObject({ refreshToken: z.string().min(1).max(200) });

export { idSchema };
