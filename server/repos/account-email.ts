/**
 * The one check of an account's email, for every kind of account (teachers, parents, district and
 * school admins; docs/ARCHITECTURE.md §17.7). Call it inside the transaction that writes the email:
 * it first takes a transaction lock on the email, so two changes to the same email run one after
 * the other and the second one sees the first one's row. Writers that skip it (an invite accepted,
 * an import) are still held by the unique index `users_email_uq`, whose violation the error
 * handler answers with the same 409 (`emailTakenRefusal` in server/lib/refusal.ts).
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { users } from '../db/schema';

/** Whether another account than `exceptId` already has this (lower-cased) email; holds the email's lock to the end of `tx`. */
export async function emailTaken(tx: Tx, email: string, exceptId?: string): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`user-email:${email}`}))`);
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptId ? ne(users.id, exceptId) : undefined));
  return row !== undefined;
}
