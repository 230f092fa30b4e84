import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  PaymentConfigError,
  bankLinkConfigFromEnv,
  paymentFormOrigins,
  paymentsConfigFromEnv,
  testBankEnabledFromEnv,
} from './bank-link-config.js';

const fixturePath = (name: string) => fileURLToPath(new URL(`./test-fixtures/${name}`, import.meta.url));
const fixture = (name: string) => readFileSync(fixturePath(name), 'utf8');

const seb = {
  BANKLINK_SEB_URL: 'https://www.seb.ee/cgi-bin/unet3.sh/un3min.r',
  BANKLINK_SEB_SND_ID: 'KODUMASINAD',
  BANKLINK_SEB_BANK_ID: 'EYP',
  BANKLINK_SEB_PRIVATE_KEY: fixturePath('test-only-merchant-private.pem'),
  BANKLINK_SEB_BANK_PUBLIC_KEY: fixturePath('test-only-bank-public.pem'),
};

function issuesOf(read: () => unknown): string[] {
  try {
    read();
  } catch (error) {
    if (error instanceof PaymentConfigError) return error.issues;
    throw error;
  }
  return [];
}

describe('bankLinkConfigFromEnv', () => {
  it('configures no bank when no variables are set', () => {
    expect(bankLinkConfigFromEnv({})).toEqual([]);
    expect(bankLinkConfigFromEnv({ BANKLINK_SEB_URL: '', BANKLINK_LHV_SND_ID: '  ' })).toEqual([]);
  });

  it('reads a bank with key files', () => {
    const [bank, ...rest] = bankLinkConfigFromEnv(seb);
    expect(rest).toEqual([]);
    expect(bank).toMatchObject({
      code: 'seb',
      url: 'https://www.seb.ee/cgi-bin/unet3.sh/un3min.r',
      merchantId: 'KODUMASINAD',
      bankId: 'EYP',
    });
    expect(bank?.privateKey.type).toBe('private');
    expect(bank?.bankPublicKey.export({ type: 'spki', format: 'pem' })).toBe(
      fixture('test-only-bank-public.pem'),
    );
  });

  it('takes PEM text (also with literal \\n) and a bank certificate instead of files', () => {
    const oneLine = fixture('test-only-merchant-private.pem').trim().replace(/\n/g, '\\n');
    const banks = bankLinkConfigFromEnv({
      BANKLINK_SWEDBANK_URL: 'https://www.swedbank.ee/banklink',
      BANKLINK_SWEDBANK_SND_ID: 'KODUMASINAD',
      BANKLINK_SWEDBANK_BANK_ID: 'HP',
      BANKLINK_SWEDBANK_PRIVATE_KEY: oneLine,
      BANKLINK_SWEDBANK_BANK_PUBLIC_KEY: fixture('test-only-bank-certificate.pem'),
    });
    expect(banks.map((bank) => bank.code)).toEqual(['swedbank']);
    const fromCertificate = banks[0]?.bankPublicKey.export({ type: 'spki', format: 'pem' });
    expect(fromCertificate).toBe(
      createPublicKey(fixture('test-only-bank-public.pem')).export({ type: 'spki', format: 'pem' }),
    );
  });

  it('lists every missing variable of a half-configured bank', () => {
    expect(
      issuesOf(() => bankLinkConfigFromEnv({ BANKLINK_LHV_URL: 'https://www.lhv.ee/banklink' })),
    ).toEqual([
      'BANKLINK_LHV_SND_ID: is required when LHV is configured',
      'BANKLINK_LHV_BANK_ID: is required when LHV is configured',
      'BANKLINK_LHV_PRIVATE_KEY: is required when LHV is configured',
      'BANKLINK_LHV_BANK_PUBLIC_KEY: is required when LHV is configured',
    ]);
  });

  it('refuses unreadable, non-RSA and short keys, bad URLs and long merchant ids', () => {
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    });
    const short = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      type: 'spki',
      format: 'pem',
    });
    const issues = issuesOf(() =>
      bankLinkConfigFromEnv({
        ...seb,
        BANKLINK_SEB_PRIVATE_KEY: '/nonexistent/key.pem',
        BANKLINK_SEB_SND_ID: 'K'.repeat(16),
        BANKLINK_COOP_URL: 'ftp://coop.test/pay',
        BANKLINK_COOP_SND_ID: 'KODUMASINAD',
        BANKLINK_COOP_BANK_ID: 'KREP',
        BANKLINK_COOP_PRIVATE_KEY: ec.toString(),
        BANKLINK_COOP_BANK_PUBLIC_KEY: short.toString(),
      }),
    );
    expect(issues).toEqual([
      'BANKLINK_SEB_SND_ID: must be at most 15 characters',
      'BANKLINK_SEB_PRIVATE_KEY: cannot read the key file /nonexistent/key.pem (ENOENT)',
      'BANKLINK_COOP_URL: must be an http(s) URL',
      'BANKLINK_COOP_PRIVATE_KEY: must be an RSA key',
      'BANKLINK_COOP_BANK_PUBLIC_KEY: must be at least 2048 bits (is 1024)',
    ]);
    expect(
      issuesOf(() => bankLinkConfigFromEnv({ ...seb, BANKLINK_SEB_BANK_PUBLIC_KEY: '-----BEGIN nonsense' })),
    ).toEqual(['BANKLINK_SEB_BANK_PUBLIC_KEY: is not a readable PEM public key or certificate']);
  });

  it('allows http bank URLs (a local test bank) only outside production', () => {
    const local = { ...seb, BANKLINK_SEB_URL: 'http://localhost:8080/banklink/seb' };
    expect(bankLinkConfigFromEnv(local)).toHaveLength(1);
    expect(issuesOf(() => bankLinkConfigFromEnv(local, { isProduction: true }))).toEqual([
      'BANKLINK_SEB_URL: must be an https URL in production',
    ]);
  });
});

describe('testBankEnabledFromEnv', () => {
  it('is on by default except in production, and can be switched either way', () => {
    expect(testBankEnabledFromEnv({}, false)).toBe(true);
    expect(testBankEnabledFromEnv({}, true)).toBe(false);
    expect(testBankEnabledFromEnv({ TEST_BANK_ENABLED: 'false' }, false)).toBe(false);
    expect(testBankEnabledFromEnv({ TEST_BANK_ENABLED: 'TRUE' }, true)).toBe(true);
    expect(issuesOf(() => testBankEnabledFromEnv({ TEST_BANK_ENABLED: 'maybe' }, false))).toEqual([
      'TEST_BANK_ENABLED: must be true or false',
    ]);
  });
});

describe('paymentsConfigFromEnv', () => {
  it('combines bank links and the test bank switch', () => {
    const config = paymentsConfigFromEnv(seb, { isProduction: true });
    expect(config.bankLinks.map((bank) => bank.code)).toEqual(['seb']);
    expect(config.testBankEnabled).toBe(false);
  });

  it('reports all problems at once', () => {
    const issues = issuesOf(() =>
      paymentsConfigFromEnv({ BANKLINK_LUMINOR_URL: 'x', TEST_BANK_ENABLED: 'x' }, { isProduction: false }),
    );
    expect(issues).toHaveLength(5);
    expect(issues.at(-1)).toBe('TEST_BANK_ENABLED: must be true or false');
  });
});

describe('paymentFormOrigins', () => {
  it('gives each bank origin once', () => {
    expect(
      paymentFormOrigins([
        { url: 'https://www.seb.ee/cgi-bin/unet3.sh/un3min.r' },
        { url: 'https://www.seb.ee/other' },
        { url: 'https://www.swedbank.ee:8443/banklink' },
      ]),
    ).toEqual(['https://www.seb.ee', 'https://www.swedbank.ee:8443']);
  });
});
