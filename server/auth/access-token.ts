import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@/contract/http';
import { uuidShape } from '../lib/uuid-shape';

/** What an access token says of its holder. */
export interface AccessClaims {
  userId: string;
  role: Role;
  /**
   * The refresh-token family (the sign-in) the token was issued for: the guard refuses the token
   * once that family is revoked (sign-out, reuse detection, deactivation), before it expires.
   */
  familyId: string;
}

const algorithm = 'HS256';
const tokenType = 'access';
const issuer = 'cs-lms';

/** How many verified tokens are remembered; beyond it the memory starts over (a bound, not a policy). */
const verifiedLimit = 10_000;

export class AccessTokens {
  private readonly key: Uint8Array;
  /**
   * Tokens whose signature and claims were verified, with their expiry (seconds): the same token
   * verifies the same way until it expires, and the verification (WebCrypto HMAC) was the costliest
   * step of a signed-in request. Revocation does not live here: the guard checks the family on
   * every request. Refused tokens are not remembered.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; exp: number }>();

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, typ: tokenType, fam: claims.familyId })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), expiry,
   * issuer, token type and the shapes of the subject and the family. Returns null for any token that
   * is not a valid access token; a token without a family (signed before families were claimed) is
   * one, so its holder renews it once.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      // jose's own rule: a token is expired once `exp` is reached (no clock tolerance).
      if (Math.floor(Date.now() / 1000) < known.exp) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [algorithm], issuer });
      const { typ, sub, role, fam, exp } = payload;
      if (typ !== tokenType || typeof sub !== 'string' || typeof role !== 'string' || typeof fam !== 'string') return null;
      // Users and families are keyed by uuid: a subject or family of any other shape names nobody.
      if (!uuidShape.test(sub) || !uuidShape.test(fam)) return null;
      const claims: AccessClaims = { userId: sub, role: role as Role, familyId: fam };
      if (typeof exp === 'number') {
        if (this.verified.size >= verifiedLimit) this.verified.clear();
        this.verified.set(token, { claims, exp });
      }
      return claims;
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
