import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

/** Both ends of the test bank's link: the bank's pair signs replies, the merchant's pair requests. */
export interface TestBankKeys {
  bankPrivateKey: KeyObject;
  bankPublicKey: KeyObject;
  merchantPrivateKey: KeyObject;
  merchantPublicKey: KeyObject;
}

export const TEST_BANK_KEY_FILES = {
  bank: 'bank-private.pem',
  merchant: 'merchant-private.pem',
} as const;

/**
 * The test bank's keys from DATA_DIR/test-bank, generated (RSA 2048) on first use. They persist so
 * a restart does not invalidate payment pages already open, and several processes sharing the
 * directory agree on them. Only private keys are stored (mode 600); public keys derive from them.
 */
export async function loadTestBankKeys(dataDir: string): Promise<TestBankKeys> {
  const dir = join(dataDir, 'test-bank');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const bankPrivateKey = await persistedPrivateKey(join(dir, TEST_BANK_KEY_FILES.bank));
  const merchantPrivateKey = await persistedPrivateKey(join(dir, TEST_BANK_KEY_FILES.merchant));
  return {
    bankPrivateKey,
    bankPublicKey: createPublicKey(bankPrivateKey),
    merchantPrivateKey,
    merchantPublicKey: createPublicKey(merchantPrivateKey),
  };
}

async function persistedPrivateKey(file: string): Promise<KeyObject> {
  if (!existsSync(file)) {
    const { privateKey } = await generateKeyPairAsync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' });
    // Written whole under a temporary name, then linked into place: link() fails if another
    // process got there first, so nobody ever reads a half-written key or replaces a used one.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temporary, pem, { mode: 0o600, flag: 'wx' });
    try {
      linkSync(temporary, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      rmSync(temporary, { force: true });
    }
  }
  return createPrivateKey(readFileSync(file, 'utf8'));
}
