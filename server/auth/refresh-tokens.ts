import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import { hashToken, newOpaqueToken } from './opaque-token';
import { endSessions } from './session-end';

const hash = hashToken;
/** 256 random bits; never a JWT, so it can never pass as an access token. */
const newToken = () => `rt_${newOpaqueToken()}`;

export type RotateResult =
  | { ok: true; userId: string; familyId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'reused' | 'expired' | 'revoked' };

export class RefreshTokens {
  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
  ) {}

  /** A new family for a new sign-in: its first refresh token, and the family the access tokens name. */
  async issue(userId: string): Promise<{ refreshToken: string; familyId: string }> {
    const refreshToken = newToken();
    const familyId = randomUUID();
    await this.db.insert(refreshTokens).values({
      familyId,
      userId,
      tokenHash: hash(refreshToken),
      expiresAt: new Date(Date.now() + this.ttlSeconds * 1000),
    });
    return { refreshToken, familyId };
  }

  /**
   * Spends `token` and issues its successor in the same family. A token presented a second time
   * is a sign of theft: the whole family is revoked, so the thief's and the owner's tokens stop.
   */
  async rotate(token: string): Promise<RotateResult> {
    return this.db.transaction(async (tx) => {
      const now = new Date();
      // Mark it used atomically: only one of two racing requests can win this update.
      const [spent] = await tx
        .update(refreshTokens)
        .set({ usedAt: now })
        .where(and(eq(refreshTokens.tokenHash, hash(token)), isNull(refreshTokens.usedAt)))
        .returning();
      if (!spent) {
        const [known] = await tx
          .select()
          .from(refreshTokens)
          .where(eq(refreshTokens.tokenHash, hash(token)));
        if (!known) return { ok: false, reason: 'unknown' } as const;
        await endSessions(tx, { familyId: known.familyId });
        return { ok: false, reason: 'reused' } as const;
      }
      if (spent.revokedAt) return { ok: false, reason: 'revoked' } as const;
      if (spent.expiresAt < now) return { ok: false, reason: 'expired' } as const;
      const successor = newToken();
      await tx.insert(refreshTokens).values({
        familyId: spent.familyId,
        userId: spent.userId,
        tokenHash: hash(successor),
        expiresAt: new Date(now.getTime() + this.ttlSeconds * 1000),
      });
      return { ok: true, userId: spent.userId, familyId: spent.familyId, refreshToken: successor } as const;
    });
  }

  /** Sign-out: ends the session (the family) the token belongs to, and answers whose it was. Unknown tokens are ignored (null). */
  async revokeFamily(token: string): Promise<string | null> {
    const [known] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hash(token)));
    if (!known) return null;
    await endSessions(this.db, { familyId: known.familyId });
    return known.userId;
  }
}
