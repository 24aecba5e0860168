import { hash, verify } from '@node-rs/argon2';

// Argon2id (the library's default algorithm) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/**
 * The password hash of an invited user who has not set a password yet (`npm run users:invite`): no password matches
 * it, so the account signs in only after its invitation link set one.
 */
export const NO_PASSWORD = '!invited';

let dummyHash: Promise<string> | undefined;

/** Compares against a throw-away hash when the user is unknown, so both answers take as long. */
export async function verifyPassword(passwordHash: string | undefined, password: string): Promise<boolean> {
  if (!passwordHash || passwordHash === NO_PASSWORD) {
    dummyHash ??= hashPassword('no-such-user-Password-1');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
