/**
 * The sign-in log (`sign_in_events`): every attempt and sign-out, with the address and browser it
 * came from. What was typed as the email is kept (trimmed, lower-cased), so an admin can find the
 * attempts on an account that does not exist; a password is never stored or passed here.
 */
import type { Db } from '../db/client';
import { signInEvents } from '../db/schema';

export const signInOutcomes = ['success', 'failure', 'locked', 'sign-out'] as const;
export type SignInOutcome = (typeof signInOutcomes)[number];

export interface SignInEvent {
  /** The account the email matched, when it did. */
  userId: string | null;
  email: string;
  outcome: SignInOutcome;
  ip: string | null;
  userAgent: string | null;
}

/** Longest user agent kept: the header is the client's to fill, the column is not a dump. */
const userAgentLength = 400;

export async function recordSignInEvent(db: Db, event: SignInEvent): Promise<void> {
  await db.insert(signInEvents).values({ ...event, userAgent: event.userAgent?.slice(0, userAgentLength) ?? null });
}
