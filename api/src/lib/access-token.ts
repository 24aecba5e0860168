import { createHmac } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: number; familyId: string };

export type AccessTokens = {
  ttl: number;
  sign(claims: AccessClaims): Promise<string>;
  /**
   * The refresh token that follows `token` in its family: an HMAC of it under the server's key, so that a token
   * presented again within the grace window yields the same successor without the successor being stored.
   */
  refreshSuccessor(token: string): string;
  /** The claims, or why the token is refused. */
  verify(token: string): Promise<{ ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'unknown' }>;
};

const issuer = 'partner-api';
const audience = 'partner-portal';

/**
 * Short-lived HS256 access tokens; `fam` ties the token to its refresh-token family so a logout ends it too.
 * `now` (milliseconds) is the clock of both signing and checking, so that a test can issue a token in the past
 * instead of waiting for one to expire.
 */
export function createAccessTokens(secret: string, ttl: number, now: () => number = Date.now): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const successorKey = createHmac('sha256', secret).update('refresh-token-successor').digest();
  return {
    ttl,
    refreshSuccessor: (token) => createHmac('sha256', successorKey).update(token).digest('base64url'),
    async sign({ userId, familyId }) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ fam: familyId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttl)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'], currentDate: new Date(now()) });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.fam !== 'string') return { ok: false, reason: 'unknown' };
        return { ok: true, claims: { userId, familyId: payload.fam } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'unknown' };
      }
    },
  };
}
