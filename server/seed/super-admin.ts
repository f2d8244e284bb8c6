import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import { users } from '../db/schema';

export const minAdminPasswordLength = 10;

const inputSchema = z.object({
  email: z.email({ error: 'The email address is not valid' }).max(254),
  name: z.string().trim().min(1, { error: 'The name must not be empty' }).max(120),
  password: z
    .string()
    .min(minAdminPasswordLength, { error: `The password must be at least ${minAdminPasswordLength} characters` })
    .max(200),
});

/** A refusal the script prints as is (bad input or a duplicate), not a crash. */
export class AdminInputError extends Error {}

/** Creates a super admin; how the first account of a production install is made. */
export async function createSuperAdmin(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<{ id: string; email: string }> {
  const parsed = inputSchema.safeParse({ ...input, email: input.email.trim().toLowerCase() });
  if (!parsed.success) throw new AdminInputError(parsed.error.issues.map((i) => i.message).join('; '));
  const { email, name, password } = parsed.data;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new AdminInputError(`A user with the email ${email} already exists`);
  const [row] = await db
    .insert(users)
    .values({ email, name, role: 'super-admin', passwordHash: await hashPassword(password) })
    .returning({ id: users.id, email: users.email });
  return row!;
}
