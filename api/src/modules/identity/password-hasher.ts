import { randomBytes } from 'node:crypto';
import { argon2id, hash, verify } from 'argon2';

/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** A hash nobody knows the password of, verified when there is no real one so every login costs the same. */
function hashForTimingOnly(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('hex'));
  return dummyHash;
}

/**
 * True when the password matches the stored hash. Without a stored hash (unknown or pending
 * user) a dummy hash is verified anyway, so the answer takes as long as for a real account.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    await verify(await hashForTimingOnly(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
