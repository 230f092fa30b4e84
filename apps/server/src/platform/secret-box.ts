import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Small secrets kept encrypted at rest (the staff's TOTP secrets, decision 052): AES-256-GCM
 * with a 32-byte key from configuration. A sealed value is text, `v1:<iv>:<tag>:<ciphertext>`
 * (base64url parts), so it fits the text columns it replaces and is told apart from a plain one.
 */
const PREFIX = 'v1:';
const IV_BYTES = 12;
export const SECRET_KEY_BYTES = 32;

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** Whether `value` was sealed by this module (as opposed to a plain secret from before). */
export function isSealed(value: string): boolean {
  return value.startsWith(PREFIX);
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url'));
  return `${PREFIX}${parts.join(':')}`;
}

/** The plain text of a sealed value; SecretBoxError when it is malformed or the key is not its. */
export function open(key: Buffer, sealed: string): string {
  const parts = isSealed(sealed) ? sealed.slice(PREFIX.length).split(':') : [];
  if (parts.length !== 3) throw new SecretBoxError('not a sealed value');
  const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url')) as [Buffer, Buffer, Buffer];
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError('the value does not open with this key (STAFF_TOTP_KEY changed?)');
  }
}

/** A 32-byte key written as 64 hex digits or as base64 (44 characters with padding); null otherwise. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) {
    const key = Buffer.from(trimmed, 'base64');
    if (key.length === SECRET_KEY_BYTES) return key;
  }
  return null;
}

/** A development key derived from another secret (HKDF-SHA256), so it survives restarts with it. */
export function deriveSecretKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'kodumasinad-b2b', purpose, SECRET_KEY_BYTES));
}

/**
 * The key sealing the end customers' offer links (decision 064): derived from the at-rest key of
 * small secrets (STAFF_TOTP_KEY), so one configured key covers both and neither opens the other.
 */
export function offerLinkKey(atRestKey: Buffer): Buffer {
  return deriveSecretKey(atRestKey.toString('base64'), 'offer-links');
}
