/** Single sign-ons under way (`sso_flows`) and sessions waiting for the sign-in page (`sso_handoffs`): both single use. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ssoFlows, ssoHandoffs } from '../db/schema';

export interface NewSsoFlow {
  stateHash: string;
  browserHash: string;
  districtId: string;
  nonce: string;
  codeVerifier: string;
}

/** How long a person has at the provider before the flow is forgotten. */
const flowLifetime = sql`now() + interval '10 minutes'`;
/** How long the sign-in page has to fetch the session after the callback. */
const handoffLifetime = sql`now() + interval '1 minute'`;

export async function saveSsoFlow(db: Db, flow: NewSsoFlow): Promise<void> {
  // Flows never finished (the person went away) are cleared as new ones start.
  await db.delete(ssoFlows).where(lt(ssoFlows.expiresAt, sql`now()`));
  await db.insert(ssoFlows).values({ ...flow, expiresAt: flowLifetime });
}

/** Takes the flow of `stateHash` (deleted, so a replayed state finds nothing); null when unknown, spent or expired. */
export async function takeSsoFlow(db: Db, stateHash: string) {
  const [row] = await db
    .delete(ssoFlows)
    .where(eq(ssoFlows.stateHash, stateHash))
    .returning({
      browserHash: ssoFlows.browserHash,
      districtId: ssoFlows.districtId,
      nonce: ssoFlows.nonce,
      codeVerifier: ssoFlows.codeVerifier,
      live: sql<boolean>`${ssoFlows.expiresAt} > now()`,
    });
  return row?.live ? row : null;
}

export async function saveSsoHandoff(db: Db, codeHash: string, userId: string): Promise<void> {
  await db.delete(ssoHandoffs).where(lt(ssoHandoffs.expiresAt, sql`now()`));
  await db.insert(ssoHandoffs).values({ codeHash, userId, expiresAt: handoffLifetime });
}

/** The account of an unexpired handoff, taken (deleted) in the same statement; null otherwise. */
export async function takeSsoHandoff(db: Db, codeHash: string): Promise<string | null> {
  const [row] = await db
    .delete(ssoHandoffs)
    .where(and(eq(ssoHandoffs.codeHash, codeHash), gt(ssoHandoffs.expiresAt, sql`now()`)))
    .returning({ userId: ssoHandoffs.userId });
  return row?.userId ?? null;
}
