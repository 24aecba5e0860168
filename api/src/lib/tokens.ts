import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque secret for links, refresh tokens and cookies: 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are high-entropy, so a plain SHA-256 is enough to keep them unusable if the table leaks. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newSecurityCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
