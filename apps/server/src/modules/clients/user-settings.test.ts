import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { UserReplySchema } from '@kodumasinad/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANNA, loggedIn, MART, PEETER } from '../../test-support/checkout-fixtures.js';
import { newOffer } from '../../test-support/offer-fixtures.js';
import { strict } from '../../test-support/strict.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import type { TestClient } from '../../test-support/test-client.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const BOUNDARY = '----kodumasinad-test';

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; bytes: Buffer; type?: string }) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  if (file !== undefined) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="logo"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}

function post(client: TestClient, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) {
  return client.api('POST', '/api/user', undefined, {
    rawPayload: multipart(fields, file),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  });
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0f4c81' } })
    .png()
    .toBuffer();

describe('POST /api/user (settings)', () => {
  it("saves the offer defaults and answers with the user in data (SPEC §7 'data.data')", async () => {
    const mart = await loggedIn(t.app, MART);
    const response = await post(mart, {
      offers_en: '1',
      offer_payment_term: '30',
      offer_valid_days: '21',
      offer_price_increase: '17.5',
      signature: 'Mart\nKodumasin Pluss',
    });
    expect(response.statusCode, response.body).toBe(200);
    const reply = strict(UserReplySchema).parse(response.json());
    expect(reply.message).toBe('Seaded on salvestatud.');
    expect(reply.data).toMatchObject({
      offers_en: true,
      offer_payment_term: '30',
      offer_valid_days: 21,
      offer_price_increase: 17.5,
      signature: 'Mart\nKodumasin Pluss',
    });
    const again = strict(UserReplySchema).parse((await mart.api('GET', '/api/user')).json());
    expect(again.data.offer_valid_days).toBe(21);
  });

  it('reads a markup typed with a decimal comma ("12,5", issue 22 item 12)', async () => {
    const mart = await loggedIn(t.app, MART);
    const response = await post(mart, { offer_price_increase: '12,5' });
    expect(response.statusCode, response.body).toBe(200);
    expect(strict(UserReplySchema).parse(response.json()).data.offer_price_increase).toBe(12.5);
    const refused = await post(mart, { offer_price_increase: '12,555' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      errors: { offer_price_increase: ['Juurdehindlus peab olema kümnendarv.'] },
    });
  });

  it('refuses bad values with Estonian field errors and saves nothing', async () => {
    const mart = await loggedIn(t.app, MART);
    const before = (await mart.api('GET', '/api/user')).json<unknown>();
    const response = await post(mart, {
      offer_payment_term: 'X',
      offer_valid_days: '0',
      offer_price_increase: 'abc',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        offer_payment_term: ['Maksetingimus ei ole korrektne.'],
        offer_valid_days: ['Kehtivus päevades peab olema vahemikus 1 kuni 365.'],
        offer_price_increase: [
          'Juurdehindlus peab olema kümnendarv.',
          'Juurdehindlus peab olema vahemikus -100 kuni 1000.',
        ],
      },
    });
    expect((await mart.api('GET', '/api/user')).json()).toEqual(before);
  });

  it('changes the password only with the right current password and a matching confirmation', async () => {
    const mart = await loggedIn(t.app, MART);
    const wrong = await post(mart, {
      current_password: 'vale-parool',
      password: 'Uus-parool-1',
      password_confirmation: 'Uus-parool-1',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { current_password: ['Praegune salasõna ei ole õige.'] } });
    const mismatch = await post(mart, {
      current_password: 'Demo1234!',
      password: 'Uus-parool-1',
      password_confirmation: 'Teine-parool',
    });
    expect(mismatch.json()).toMatchObject({
      errors: { password_confirmation: ['Uus salasõna väljad ei klapi.'] },
    });
    const changed = await post(mart, {
      current_password: 'Demo1234!',
      password: 'Uus-parool-1',
      password_confirmation: 'Uus-parool-1',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ message: 'Salasõna on muudetud.' });
    const restore = await post(mart, {
      current_password: 'Uus-parool-1',
      password: 'Demo1234!',
      password_confirmation: 'Demo1234!',
    });
    expect(restore.statusCode).toBe(200);
  });

  it('stores an uploaded logo resized within 600×300 and re-encoded, and removes it', async () => {
    const anna = await loggedIn(t.app, ANNA);
    const response = await post(
      anna,
      {},
      {
        name: 'Logo.JPG',
        bytes: await sharp(await png(1200, 400))
          .jpeg()
          .toBuffer(),
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const logo = strict(UserReplySchema).parse(response.json()).data.logo ?? '';
    expect(logo).toMatch(/^\/images\/logos\/[0-9a-f]{32}\.png$/);
    const served = await anna.api('GET', logo);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 600, 200]);

    const removed = await anna.api('POST', '/api/user/logo/remove');
    expect(strict(UserReplySchema).parse(removed.json()).data.logo).toBeNull();
  });

  it('deletes a replaced or removed logo file once no user or offer shows it', async () => {
    const anna = await loggedIn(t.app, ANNA);
    const upload = async () => {
      const response = await post(anna, {}, { name: 'logo.png', bytes: await png(300, 100) });
      expect(response.statusCode, response.body).toBe(200);
      return strict(UserReplySchema).parse(response.json()).data.logo ?? '';
    };
    const stored = (url: string) => existsSync(join(t.dataDir, 'storage', url.replace(/^\/images\//, '')));
    const first = await upload();
    expect(stored(first)).toBe(true);
    const second = await upload();
    expect(stored(first)).toBe(false);
    expect(stored(second)).toBe(true);

    // An offer keeps the logo it was made with: removing the user's logo leaves the file.
    const offer = await newOffer(anna, 'Logoga');
    expect(offer.logo).toBe(second);
    await anna.api('POST', '/api/user/logo/remove');
    expect(stored(second)).toBe(true);
    expect((await anna.api('GET', second)).statusCode).toBe(200);

    // Deleting the last offer that shows it deletes the file.
    const deleted = await anna.api('POST', '/api/offers/delete', { id: offer.id });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(stored(second)).toBe(false);
  });

  it.each([
    [
      'a non-picture named .png',
      'logo.png',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
      ),
      'Fail peab olema jpg, jpeg, png või gif pilt.',
    ],
    ['a picture with another extension', 'logo.svg', null, 'Fail peab olema jpg, jpeg, png või gif pilt.'],
    ['garbage', 'logo.jpg', Buffer.from('not a picture at all'), 'Faili ei õnnestunud pildina lugeda.'],
    ['a file over 2 MB', 'logo.png', Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'Fail võib olla kuni 2 MB.'],
  ])('refuses %s with 422 errors.logo', async (_, name, bytes, message) => {
    const anna = await loggedIn(t.app, ANNA);
    const before = strict(UserReplySchema).parse((await anna.api('GET', '/api/user')).json()).data.logo;
    const response = await post(
      anna,
      { offer_valid_days: '10' },
      { name, bytes: bytes ?? (await png(10, 10)) },
    );
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json()).toMatchObject({ errors: { logo: [message] } });
    const after = strict(UserReplySchema).parse((await anna.api('GET', '/api/user')).json()).data;
    expect(after.logo).toBe(before);
    expect(after.offer_valid_days).toBe(30);
  });

  it('keeps the offer fields of a user without the offer right unchanged', async () => {
    const peeter = await loggedIn(t.app, PEETER);
    const response = await post(
      peeter,
      { offer_valid_days: '99' },
      { name: 'x.png', bytes: await png(10, 10) },
    );
    expect(response.statusCode).toBe(200);
    expect(strict(UserReplySchema).parse(response.json()).data).toMatchObject({
      offer_valid_days: null,
      logo: null,
    });
  });

  it('answers 401 when logged out', async () => {
    const client = new (await import('../../test-support/test-client.js')).TestClient(t.app);
    await client.page();
    expect((await post(client, {})).statusCode).toBe(401);
  });
});
