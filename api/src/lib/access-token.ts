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
/** verified tokens remembered (the oldest forgotten first) */
const MAX_VERIFIED = 10_000;
const audience = 'partner-portal';

/**
 * Short-lived HS256 access tokens; `fam` ties the token to its refresh-token family so a logout ends it too.
 * `now` (milliseconds) is the clock of both signing and checking, so that a test can issue a token in the past
 * instead of waiting for one to expire.
 */
export function createAccessTokens(secret: string, ttl: number, now: () => number = Date.now): AccessTokens {
  const key = new TextEncoder().encode(secret);
  const successorKey = createHmac('sha256', secret).update('refresh-token-successor').digest();
  // A token's signature and claims never change, so each token string is checked once (jose's WebCrypto HMAC was
  // the largest part of an authenticated request's CPU time); its expiry is still checked on every use.
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
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
      const known = verified.get(token);
      if (known) return now() < known.expiresAt ? { ok: true, claims: known.claims } : { ok: false, reason: 'expired' };
      try {
        const { payload } = await jwtVerify(token, key, { issuer, audience, algorithms: ['HS256'], currentDate: new Date(now()) });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.fam !== 'string' || typeof payload.exp !== 'number')
          return { ok: false, reason: 'unknown' };
        const claims = { userId, familyId: payload.fam };
        if (verified.size >= MAX_VERIFIED) verified.delete(verified.keys().next().value as string);
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'unknown' };
      }
    },
  };
}
