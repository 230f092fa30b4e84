import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  IPIZZA_MAC_FIELDS,
  IpizzaError,
  charLength,
  formatAmount,
  formatBankDatetime,
  macString,
  overLongFields,
  parseAmount,
  parseBankDatetime,
  returnUrlProblem,
  signMac,
  verifyMac,
  type VkFields,
} from './ipizza.js';

const fixture = (name: string) => readFileSync(new URL(`./test-fixtures/${name}`, import.meta.url), 'utf8');
const merchantKey = createPrivateKey(fixture('test-only-merchant-private.pem'));
const merchantPublic = createPublicKey(merchantKey);
const bankKey = createPrivateKey(fixture('test-only-bank-private.pem'));

/** A fixed 1012 request; its MAC string and signature below were computed outside this code. */
const REQUEST_1012: VkFields = {
  VK_SERVICE: '1012',
  VK_VERSION: '009',
  VK_SND_ID: 'KODUMASINAD',
  VK_STAMP: '20250313001',
  VK_AMOUNT: '150.00',
  VK_CURR: 'EUR',
  VK_REF: '1234561',
  VK_MSG: 'Tellimus 20250001: külmik ja õhupuhasti',
  VK_RETURN: 'https://kodumasinad.test/pangalink/tagasi',
  VK_CANCEL: 'https://kodumasinad.test/pangalink/katkesta',
  VK_DATETIME: '2025-03-13T07:21:14+0200',
  VK_ENCODING: 'UTF-8',
  VK_LANG: 'EST',
};

const MAC_STRING_1012 =
  '0041012' +
  '003009' +
  '011KODUMASINAD' +
  '01120250313001' +
  '006150.00' +
  '003EUR' +
  '0071234561' +
  '039Tellimus 20250001: külmik ja õhupuhasti' +
  '041https://kodumasinad.test/pangalink/tagasi' +
  '043https://kodumasinad.test/pangalink/katkesta' +
  '0242025-03-13T07:21:14+0200';

/** `openssl dgst -sha512 -sign test-only-merchant-private.pem` of MAC_STRING_1012, base64. */
const MAC_1012 =
  'TlTR4ZMD4D9NgoOozTtVPKCHUiB7LRssBj7fGm+tB2JnE/1vvzpzEuxT0zi1wvIXusGDEuJpj/9Utozme2+H6oyTiZWQKvdP' +
  'gyLaCA9hb7OPQFwTTzjHiE+APU4j+AsneTQGTMtX5zEd6McmZclXoHbX1FXHQMJvSsDFKpkV7RQAxsRKKPjC5y6qNXD7JfpX' +
  'dD4K3LZFhlz4m8i59xKlb2B2mJvZyAJwRrJtXuZh/9tFGWg14FHvgtoBYAwSH9ZekX6rqEDx6w7UmWFlOLMdIYapGXHA31Ds' +
  'QH65XKAb9HlrpnIrut50aNvBUtszQSpAoyQdyF5/d+U90TpNdfhLsA==';

describe('signed field lists (DOMAIN.md)', () => {
  it('lists each service’s fields in signing order', () => {
    const short = (service: keyof typeof IPIZZA_MAC_FIELDS) =>
      IPIZZA_MAC_FIELDS[service].map((name) => name.replace(/^VK_/, '')).join(', ');
    expect(short('1012')).toBe(
      'SERVICE, VERSION, SND_ID, STAMP, AMOUNT, CURR, REF, MSG, RETURN, CANCEL, DATETIME',
    );
    expect(short('1011')).toBe(
      'SERVICE, VERSION, SND_ID, STAMP, AMOUNT, CURR, ACC, NAME, REF, MSG, RETURN, CANCEL, DATETIME',
    );
    expect(short('1111')).toBe(
      'SERVICE, VERSION, SND_ID, REC_ID, STAMP, T_NO, AMOUNT, CURR, REC_ACC, REC_NAME, SND_ACC, SND_NAME, REF, MSG, T_DATETIME',
    );
    expect(short('1911')).toBe('SERVICE, VERSION, SND_ID, REC_ID, STAMP, REF, MSG');
  });

  it('never signs VK_MAC, VK_ENCODING, VK_LANG or VK_AUTO', () => {
    for (const fields of Object.values<readonly string[]>(IPIZZA_MAC_FIELDS)) {
      for (const unsigned of ['VK_MAC', 'VK_ENCODING', 'VK_LANG', 'VK_AUTO'])
        expect(fields).not.toContain(unsigned);
    }
  });
});

describe('macString', () => {
  it('builds the known 1012 vector: length in characters, three digits, then the value', () => {
    expect(macString(REQUEST_1012)).toBe(MAC_STRING_1012);
    expect(MAC_STRING_1012.startsWith('0041012003009')).toBe(true);
  });

  it('counts an Estonian letter as one character although UTF-8 needs two bytes', () => {
    expect(charLength('õhupuhasti')).toBe(10);
    expect(Buffer.byteLength('õhupuhasti')).toBe(11);
    expect(macString({ ...REQUEST_1012, VK_MSG: 'Õun' })).toContain('003Õun');
  });

  it('keeps an empty field as 000 and refuses a missing one', () => {
    expect(macString({ ...REQUEST_1012, VK_REF: '' })).toContain('003EUR000039Tellimus');
    const { VK_REF: _dropped, ...withoutRef } = REQUEST_1012;
    expect(() => macString(withoutRef)).toThrow(IpizzaError);
    expect(() => macString({ ...REQUEST_1012, VK_SERVICE: '1001' })).toThrow(/VK_SERVICE/);
  });
});

describe('signMac and verifyMac (RSA PKCS#1 v1.5, SHA-512 for 009)', () => {
  it('matches the signature computed with openssl for the fixed key', () => {
    expect(signMac(REQUEST_1012, merchantKey)).toBe(MAC_1012);
  });

  it('round-trips and fails on any change to a signed field', () => {
    const signed = { ...REQUEST_1012, VK_MAC: signMac(REQUEST_1012, merchantKey) };
    expect(verifyMac(signed, merchantPublic)).toBe(true);
    expect(verifyMac({ ...signed, VK_AMOUNT: '1.50' }, merchantPublic)).toBe(false);
    expect(verifyMac({ ...signed, VK_MSG: 'Tellimus 20250001: kulmik ja õhupuhasti' }, merchantPublic)).toBe(
      false,
    );
    // Unsigned fields may change freely.
    expect(verifyMac({ ...signed, VK_LANG: 'ENG', VK_AUTO: 'Y' }, merchantPublic)).toBe(true);
  });

  it('rejects another key, a garbled MAC and a missing MAC', () => {
    const signed = { ...REQUEST_1012, VK_MAC: signMac(REQUEST_1012, bankKey) };
    expect(verifyMac(signed, merchantPublic)).toBe(false);
    expect(verifyMac({ ...signed, VK_MAC: 'not base64 at all!' }, merchantPublic)).toBe(false);
    expect(verifyMac(REQUEST_1012, merchantPublic)).toBe(false);
  });

  it('does not sign or accept the retired 008 (SHA-1) version', () => {
    const legacy = { ...REQUEST_1012, VK_VERSION: '008' };
    expect(() => signMac(legacy, merchantKey)).toThrow(/VK_VERSION/);
    expect(verifyMac({ ...legacy, VK_MAC: MAC_1012 }, merchantPublic)).toBe(false);
  });
});

describe('amounts', () => {
  it('formats whole cents with two decimals', () => {
    expect(formatAmount(15000)).toBe('150.00');
    expect(formatAmount(1)).toBe('0.01');
    expect(formatAmount(123456789)).toBe('1234567.89');
  });

  it('refuses zero, negative and fractional cents', () => {
    for (const bad of [0, -100, 10.5, Number.NaN]) expect(() => formatAmount(bad)).toThrow(IpizzaError);
  });

  it('parses bank amounts exactly into cents', () => {
    expect(parseAmount('150.00')).toBe(15000);
    expect(parseAmount('150')).toBe(15000);
    expect(parseAmount('0.1')).toBe(10);
    expect(parseAmount('19.99')).toBe(1999);
    for (const bad of ['', '0.00', '-1.00', '1,50', '1.505', '1e3', ' 1.00', undefined]) {
      expect(parseAmount(bad)).toBeNull();
    }
  });
});

describe('bank date-times (Europe/Tallinn)', () => {
  it('formats with the winter and summer offsets', () => {
    expect(formatBankDatetime(new Date('2025-03-13T05:21:14.987Z'))).toBe('2025-03-13T07:21:14+0200');
    expect(formatBankDatetime(new Date('2025-07-01T12:00:00Z'))).toBe('2025-07-01T15:00:00+0300');
  });

  it('switches offset exactly at the daylight-saving change', () => {
    expect(formatBankDatetime(new Date('2025-03-30T00:59:59Z'))).toBe('2025-03-30T02:59:59+0200');
    expect(formatBankDatetime(new Date('2025-03-30T01:00:00Z'))).toBe('2025-03-30T04:00:00+0300');
    expect(formatBankDatetime(new Date('2025-12-31T22:30:00Z'))).toBe('2026-01-01T00:30:00+0200');
  });

  it('parses what it formats, and other offsets', () => {
    const date = new Date('2025-07-01T12:00:00Z');
    expect(parseBankDatetime(formatBankDatetime(date))?.toISOString()).toBe(date.toISOString());
    expect(parseBankDatetime('2025-03-13T07:21:14+02:00')?.toISOString()).toBe('2025-03-13T05:21:14.000Z');
    expect(parseBankDatetime('2025-03-13T01:00:00-0130')?.toISOString()).toBe('2025-03-13T02:30:00.000Z');
  });

  it('rejects malformed and impossible values', () => {
    for (const bad of [
      '2025-03-13 07:21:14+0200',
      '2025-02-30T10:00:00+0200',
      '2025-03-13T25:00:00+0200',
      '',
      undefined,
    ]) {
      expect(parseBankDatetime(bad)).toBeNull();
    }
  });
});

describe('field rules', () => {
  it('reports fields over the DOMAIN.md limits in characters', () => {
    expect(overLongFields(REQUEST_1012)).toEqual([]);
    const tooLong = overLongFields({
      VK_SND_ID: 'X'.repeat(16),
      VK_STAMP: '1'.repeat(21),
      VK_REF: '1'.repeat(36),
      VK_MSG: 'ä'.repeat(96),
      VK_NAME: 'Õ'.repeat(71),
    });
    expect(tooLong).toEqual([
      'VK_SND_ID (16 > 15)',
      'VK_STAMP (21 > 20)',
      'VK_NAME (71 > 70)',
      'VK_REF (36 > 35)',
      'VK_MSG (96 > 95)',
    ]);
    expect(overLongFields({ VK_MSG: 'ä'.repeat(95) })).toEqual([]);
  });

  it('allows plain return URLs and refuses VK_ parameters in them', () => {
    expect(returnUrlProblem('https://kodumasinad.test/pangalink/tagasi?makse=12')).toBeNull();
    expect(returnUrlProblem('https://kodumasinad.test/tagasi?VK_STAMP=1')).toMatch(/VK_STAMP/);
    expect(returnUrlProblem('https://kodumasinad.test/tagasi?a=1&vk_auto=Y')).toMatch(/vk_auto/);
    expect(returnUrlProblem('/pangalink/tagasi')).not.toBeNull();
    expect(returnUrlProblem('javascript:alert(1)')).not.toBeNull();
    expect(returnUrlProblem(`https://kodumasinad.test/${'a'.repeat(240)}`)).toMatch(/255/);
  });
});
