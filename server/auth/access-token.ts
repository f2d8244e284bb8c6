import { errors, jwtVerify, SignJWT } from 'jose';
import type { Role } from '@/contract/http';

/** What an access token says of its holder. */
export interface AccessClaims {
  userId: string;
  role: Role;
}

const algorithm = 'HS256';
const tokenType = 'access';
const issuer = 'cs-lms';
/** Users are keyed by UUID: a subject of any other shape names nobody (and would make the lookup fail). */
const userIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class AccessTokens {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: AccessClaims): Promise<string> {
    return new SignJWT({ role: claims.role, typ: tokenType })
      .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime(`${this.ttlSeconds}s`)
      .sign(this.key);
  }

  /**
   * Verifies signature (HS256 only: `alg: none` and every other algorithm are refused), expiry,
   * issuer, token type and the subject's shape. Returns null for any token that is not a valid access token.
   */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [algorithm], issuer });
      if (payload.typ !== tokenType || typeof payload.sub !== 'string' || typeof payload.role !== 'string') return null;
      if (!userIdPattern.test(payload.sub)) return null;
      return { userId: payload.sub, role: payload.role as Role };
    } catch (error) {
      if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
