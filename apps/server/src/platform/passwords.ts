import argon2 from 'argon2';

/** argon2id with the library defaults (64 MiB, 3 passes, 4 lanes): above OWASP's minimum. */
const OPTIONS = { type: argon2.argon2id } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** False for a wrong password and for a malformed stored hash alike. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real verification so a login for an unknown address cannot be told
 * apart from a wrong password by its response time.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('kodumasinad-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
